import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { getLatestArticles } from './get-latest-articles';
import { getSiteContent } from './get-site-content';

describe('content api against the Firestore emulator', () => {
  beforeAll(async () => {
    await clearFirestore();
    const db = adminDb();
    await db.doc('content/main').set({
      homeText: 'Hello\\nthere',
      homeImage: 'https://x/img.jpg',
      rulesText: 'r',
      rulesUpdated: '01/09/2026',
      newsletterText: 'n',
    });
    for (const day of [1, 5, 3, 9, 2]) {
      await db.doc(`content/main/homeArticles/day-${day}`).set({
        title: `Day ${day}`,
        text: 'text',
        createdDate: Timestamp.fromDate(new Date(Date.UTC(2026, 0, day))),
      });
    }
  });

  it('reads the site content document', async () => {
    const content = await getSiteContent();
    expect(content).toMatchObject({ homeText: 'Hello\\nthere', rulesUpdated: '01/09/2026' });
  });

  it('reads the 3 newest articles, newest first, with Dates', async () => {
    const articles = await getLatestArticles();
    expect(articles.map((a) => a.title)).toEqual(['Day 9', 'Day 5', 'Day 3']);
    expect(articles[0]!.createdDate).toEqual(new Date(Date.UTC(2026, 0, 9)));
  });
});
