/**
 * The built index.html paints each public page's heading before any JavaScript has run, at the
 * place where the page's own h1 then appears (vite.config.ts, pageShell), and preloads the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../src/app/public-pages';
import { baseUrl, DESKTOP, PHONE } from './support/browser';
import { useBrowser } from './support/lifecycle';

const e2e = useBrowser();

const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { x, y, height } = element.getBoundingClientRect();
    return { x, y, height, font: getComputedStyle(element).font };
  });

describe('page shell in index.html', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows each page's heading before its JavaScript, where the page puts it (${name})`, async () => {
      // No service worker: it would serve the app's code past the route that withholds it.
      const context = e2e.closeAfterTest(
        await e2e.browser.newContext({
          viewport,
          baseURL: baseUrl,
          serviceWorkers: 'block',
        }),
      );
      const page = await context.newPage();
      for (const [path, { heading }] of Object.entries(PUBLIC_PAGES)) {
        // No app JavaScript at all: what the HTML alone paints.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(path);
        expect(await page.locator('.boot-heading').textContent(), path).toBe(heading);
        const shell = await box(page, '.boot-heading');
        await page.unroute('**/assets/*.js');

        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.locator('.boot-heading').count(), path).toBe(0);
        expect(await box(page, 'main h1'), path).toEqual(shell);
      }
    });
  }

  it("preloads the opened page's code with the entry, and no other page's", async () => {
    const { page } = await e2e.openPage(PHONE);
    await page.goto('/matches');
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.some((href) => /\/MatchesPage-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => /\/(CatchesPage|HomePage)-[\w-]+\.js$/.test(href))).toBe(false);
  });
});
