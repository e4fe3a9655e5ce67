/**
 * The Share button of a page worth sharing (issue 20), on a news article: the phone's share sheet
 * (navigator.share) with the page's address and title where the browser has one, else the address
 * copied to the clipboard and a message that says so.
 */
import { ARTICLES } from '../scripts/seed/data';
import { expect, test } from './support/test';

const ARTICLE = ARTICLES[0]!;
const PATH = `/news/${ARTICLE.id}`;

declare global {
  interface Window {
    __shared?: ShareData[];
  }
}

test.describe('Share on a news article', { tag: '@phone' }, () => {
  test('without a share sheet, copies the link and says so', async ({
    context,
    page,
    pageErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A browser with no Web Share API (most desktop browsers).
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (Navigator.prototype as Partial<Navigator>).canShare;
    });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(
      page.getByText('Link copied: paste it wherever you want to share it.'),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(page.url()).toMatch(new RegExp(`${PATH}$`));
    expect(pageErrors).toEqual([]);
  });

  test("with a share sheet, shares the page's address and title", async ({ page, pageErrors }) => {
    // The browser's share sheet is outside the page: the API is replaced at that boundary by one
    // that records what it is given.
    await page.addInitScript(() => {
      window.__shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          window.__shared!.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();

    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => window.__shared?.length)).toBe(1);
    expect(await page.evaluate(() => window.__shared)).toEqual([
      { title: ARTICLE.title, url: page.url() },
    ]);
    // Shared, so nothing was copied and no message shown.
    await expect(page.getByText(/Link copied/)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
