/**
 * An address for every page of the one table of public pages (src/app/public-pages.tsx): its path,
 * or, for a page of one item (/news/:id, /matches/:id, /catches/:id), an item of the demo club.
 */
import { PUBLIC_PAGES, type PublicPage } from '../../src/app/public-pages';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../src/config/constants';
import { adminDb } from '../../tests/support/emulators';

export interface PublicPath {
  page: PublicPage;
  path: string;
}

async function firstId(collection: string, field?: [string, boolean]): Promise<string> {
  let query: FirebaseFirestore.Query = adminDb().collection(collection);
  if (field) query = query.where(field[0], '==', field[1]);
  const found = (await query.limit(1).get()).docs[0];
  if (!found) throw new Error(`The demo club has nothing in ${collection} for this page`);
  return found.id;
}

const ITEMS: Record<string, () => Promise<string>> = {
  '/news/:id': () =>
    firstId(`${COLLECTIONS.content}/${CONTENT_DOC_ID}/${COLLECTIONS.homeArticles}`),
  '/matches/:id': () => firstId(COLLECTIONS.matches),
  '/catches/:id': () => firstId(COLLECTIONS.catches, ['isPublic', true]),
};

/** The address of `page`: its path, or one of its demo items. */
export async function pathOf(page: PublicPage): Promise<string> {
  if (!page.path.includes(':')) return page.path;
  const item = ITEMS[page.path];
  if (!item) throw new Error(`e2e/support/public-paths.ts: no item for ${page.path}`);
  return page.path.replace(':id', await item());
}

export async function publicPaths(): Promise<PublicPath[]> {
  return Promise.all(PUBLIC_PAGES.map(async (page) => ({ page, path: await pathOf(page) })));
}

export { PUBLIC_PAGES };

/** A catch waiting for approval, whose page must show nothing of it. */
export const pendingCatchId = () => firstId(COLLECTIONS.catches, ['isPublic', false]);
