/**
 * An address for every page of the one table of public pages (src/app/public-pages.tsx): its path,
 * or, for a page of one item (/news/:id, /matches/:id, /catches/:id), an item the site itself lists
 * in sitemap.xml (the entry's own `sitemap`): a page added to the table needs nothing here.
 */
import { PUBLIC_PAGES, type PublicPage } from '../../src/app/public-pages';
import { COLLECTIONS } from '../../src/config/constants';
import { adminDb } from '../../tests/support/emulators';
import { baseUrl } from './browser';

export interface PublicPath {
  page: PublicPage;
  path: string;
}

/** The paths sitemap.xml lists now, in its order. */
async function listedPaths(): Promise<string[]> {
  const xml = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1]!).pathname);
}

/**
 * The address of `page`: its path, or the last item sitemap.xml lists for it, the oldest (a
 * match of the demo club's past season has its results, draw and league points).
 */
export async function pathOf(page: PublicPage): Promise<string> {
  if (!page.path.includes(':')) return page.path;
  const pattern = new RegExp(`^${page.path.replace(/:[^/]+/g, '[^/]+')}$`);
  const item = (await listedPaths()).filter((path) => pattern.test(path)).at(-1);
  if (!item) {
    throw new Error(`sitemap.xml lists no ${page.path}: give its server half a \`sitemap\``);
  }
  return item;
}

export async function publicPaths(): Promise<PublicPath[]> {
  return Promise.all(PUBLIC_PAGES.map(async (page) => ({ page, path: await pathOf(page) })));
}

export { PUBLIC_PAGES };

/** A catch waiting for approval, whose page must show nothing of it. */
export async function pendingCatchId(): Promise<string> {
  const found = (
    await adminDb().collection(COLLECTIONS.catches).where('isPublic', '==', false).limit(1).get()
  ).docs[0];
  if (!found) throw new Error('The demo club has no catch waiting for approval');
  return found.id;
}
