/**
 * Recently deleted a page at a time (getBinPage), read by a content admin through the real rules:
 * the newest deletes first, a restored item left out, nothing older than BIN_DAYS, and whether
 * "Show more" has more to show.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearAuth, clearFirestore, adminDb } from '../../../tests/support/emulators';
import { signInClientAs } from '../../../tests/support/client-session';
import { historyId } from './history-id';
import { getBin, getBinPage } from './read-history';
import { BIN_DAYS, HISTORY_COLLECTION } from './types';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();
const ARTICLES = 'content/main/homeArticles';

/** A delete of article `id`, `daysAgo` days before NOW, as src/lib/history writes it. */
async function seedDelete(id: string, daysAgo: number, rev = 1) {
  const path = `${ARTICLES}/${id}`;
  await adminDb()
    .doc(`${HISTORY_COLLECTION}/${historyId(path, rev)}`)
    .set({
      area: 'manageContent',
      path,
      rev,
      kind: 'delete',
      title: `Article ${id}`,
      before: { title: `Article ${id}`, text: '<p>Text</p>' },
      by: 'content-admin',
      email: null,
      at: Timestamp.fromMillis(NOW.getTime() - daysAgo * DAY),
    });
}

const titles = (entries: { title?: string }[]) => entries.map((entry) => entry.title);

describe('getBinPage against the emulators and the Firestore rules', () => {
  beforeAll(async () => {
    await clearAuth();
    await clearFirestore();
    // Five deletes a day apart (a newest), one restored since, one past the bin's days.
    for (const [id, daysAgo] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
      ['e', 5],
    ] as const) {
      await seedDelete(id, daysAgo);
    }
    await adminDb().doc(`${ARTICLES}/b`).set({ title: 'Article b', text: '<p>Back</p>', rev: 2 });
    await seedDelete('old', BIN_DAYS + 1);
    await signInClientAs('bin-reader', { manageContent: true });
  });

  it('shows the newest deletes first, without the restored one, and says more are older', async () => {
    const first = await getBinPage(['manageContent'], 3, NOW);
    // a, b and c are the newest three deletes; b is back in its collection.
    expect(titles(first.entries)).toEqual(['Article a', 'Article c']);
    expect(first.hasMore).toBe(true);
  });

  it('shows more when asked for more, and has no more once the bin is all shown', async () => {
    const more = await getBinPage(['manageContent'], 6, NOW);
    expect(titles(more.entries)).toEqual(['Article a', 'Article c', 'Article d', 'Article e']);
    expect(more.hasMore).toBe(false);
    // What a page shows is what the whole bin shows, newest first.
    expect(titles(await getBin(['manageContent'], NOW))).toEqual(titles(more.entries));
  });

  it('has no more when the page ends exactly at the last delete', async () => {
    const exact = await getBinPage(['manageContent'], 5, NOW);
    expect(titles(exact.entries)).toEqual(['Article a', 'Article c', 'Article d', 'Article e']);
    expect(exact.hasMore).toBe(false);
  });
});
