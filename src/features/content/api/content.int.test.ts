import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { setSanitizerWindow } from '../../../lib/sanitize-html';
import { getLatestArticles } from './read-latest-articles';
import { getShownSiteContent, getSiteContent } from './read-site-content';

const HOSTILE =
  '<p onclick="steal()">Hi</p><img src="x" onerror="steal()"><script>steal()</script>';

describe('content api against the Firestore emulator', () => {
  beforeAll(async () => {
    // The display sanitizer needs a DOM; the server renderer gives it one the same way.
    const { JSDOM } = await import('jsdom');
    setSanitizerWindow(new JSDOM('').window as unknown as Window);
    await clearFirestore();
    const db = adminDb();
    await db.doc('content/main').set({
      homeText: 'Hello\\nthere',
      homeImage: 'https://x/img.jpg',
      rulesText: 'r',
      rulesUpdated: '01/09/2026',
      newsletterText: HOSTILE,
    });
    for (const day of [1, 5, 3, 9, 2]) {
      await db.doc(`content/main/homeArticles/day-${day}`).set({
        title: `Day ${day}`,
        text: day === 9 ? HOSTILE : 'text',
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

  it('gives the public pages their texts sanitised for display, the stored ones to the editor', async () => {
    const shown = await getShownSiteContent();
    expect(shown.homeText).toBe('<p>Hello<br>there</p>');
    expect(shown.newsletterText).toBe('<p>Hi</p>');
    expect((await getSiteContent()).newsletterText).toBe(HOSTILE);
    expect((await getLatestArticles())[0]!.text).toBe('<p>Hi</p>');
  });
});
