/**
 * An unknown address (issue 19, point 6: every page has a title that says what it is): the
 * server-rendered not-found page (src/entry-server.tsx's NOT_FOUND_HEAD) names itself in its
 * <title> and link-preview title before any JavaScript runs, and keeps that title once hydrated
 * (src/components/NotFoundPage.tsx).
 */
import { JSDOM } from 'jsdom';
import { publicTitle } from '../src/config/constants';
import { baseUrl } from './support/browser';
import { expect, test } from './support/test';

// NotFoundPage's NOT_FOUND, written out: that module is a React page, not for the test runner.
const NOT_FOUND = 'Page not found';
const TITLE = publicTitle(NOT_FOUND);

test.describe('the not-found page', () => {
  test('an unknown address answers 404 with a title that says the page is not found', async ({
    page,
    pageErrors,
  }) => {
    expect(TITLE).toBe('Priory Angling Club - Page not found');
    const response = await fetch(new URL('/no-such-page', baseUrl), {
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    const { document } = new JSDOM(await response.text()).window;
    expect(document.title).toBe(TITLE);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      TITLE,
    );

    // In the browser, hydrated: the same title, the page's heading and its way home.
    await page.goto('/no-such-page/deeper');
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
    expect(await page.title()).toBe(TITLE);
    await page.getByRole('link', { name: 'Back to the home page' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
