/**
 * /news pages every article, newest first, NEWS_PAGE_SIZE a page (?page=N): the older pages arrive
 * rendered on the server (a crawler following "Older news" reads them with no JavaScript) and the
 * pager works in the hydrated app. The demo club has 6 articles, one page: older ones are added
 * here, and the demo club restored after.
 */
import { JSDOM } from 'jsdom';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, CONTENT_DOC_ID, NEWS_PAGE_SIZE, publicTitle } from '../src/config/constants';
import { ARTICLES } from '../scripts/seed/data';
import { adminDb } from '../tests/support/emulators';
import { baseUrl } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { expect, test } from './support/test';

const DAY = 24 * 3600 * 1000;
// 15 articles older than all of the demo club's (at most 120 days old): three pages in all.
const OLDER = Array.from({ length: 15 }, (_, index) => ({
  id: `archive-${String(index + 1).padStart(2, '0')}`,
  title: `Archive note ${String(index + 1).padStart(2, '0')}`,
  daysAgo: 200 + index,
}));
const DEMO_ARTICLES = ARTICLES.length;
const titles = (from: number, to: number) => OLDER.slice(from, to).map((article) => article.title);
// Page 2 starts after the demo articles and the newest older ones.
const PAGE_2 = titles(NEWS_PAGE_SIZE - DEMO_ARTICLES, 2 * NEWS_PAGE_SIZE - DEMO_ARTICLES);
const PAGE_3 = titles(2 * NEWS_PAGE_SIZE - DEMO_ARTICLES, OLDER.length);

test.beforeAll(async () => {
  const batch = adminDb().batch();
  for (const { id, title, daysAgo } of OLDER) {
    batch.set(
      adminDb().doc(`${COLLECTIONS.content}/${CONTENT_DOC_ID}/${COLLECTIONS.homeArticles}/${id}`),
      {
        title,
        text: `<p>${title}: what happened at the club that week.</p>`,
        createdDate: Timestamp.fromMillis(Date.now() - daysAgo * DAY),
      },
    );
  }
  await batch.commit();
});
test.afterAll(restoreDemoClub);

test('an older news page arrives as HTML, with its articles and both pager links', async () => {
  const response = await fetch(new URL('/news?page=2', baseUrl));
  expect(response.status).toBe(200);
  const { document } = new JSDOM(await response.text()).window;
  const main = document.querySelector('main')!;
  expect([...main.querySelectorAll('article h2 > a')].map((a) => a.textContent)).toEqual(PAGE_2);
  const pager = [...main.querySelectorAll('nav[aria-label="News pages"] a')].map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);
  expect(pager).toEqual([
    ['Newer news', '/news'],
    ['Older news', '/news?page=3'],
  ]);
  expect(document.title).toBe(publicTitle('News, page 2'));
});

test(
  '"Older news" and "Newer news" move through the pages once hydrated',
  { tag: '@phone' },
  async ({ page, pageErrors }) => {
    await page.goto('/news');
    const pager = page.getByRole('navigation', { name: 'News pages' });
    // The articles' title links (an article's text may have headings of its own).
    const articleTitles = page.locator('main article h2 > a');
    await expect(articleTitles).toHaveCount(NEWS_PAGE_SIZE);
    await page.evaluate(() => Object.assign(window, { pacStayed: true }));

    await pager.getByRole('link', { name: 'Older news' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(articleTitles).toHaveText(PAGE_2);
    await expect(page).toHaveTitle(publicTitle('News, page 2'));

    await pager.getByRole('link', { name: 'Older news' }).click();
    await expect(articleTitles).toHaveText(PAGE_3);
    // The last page: nothing older.
    await expect(pager.getByRole('link')).toHaveText(['Newer news']);

    await pager.getByRole('link', { name: 'Newer news' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(articleTitles).toHaveText(PAGE_2);
    // Moved within the app: the page was never loaded again.
    expect(await page.evaluate(() => 'pacStayed' in window)).toBe(true);
    expect(pageErrors).toEqual([]);
  },
);
