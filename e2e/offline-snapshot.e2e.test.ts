/**
 * Instant return (issue 12): a public page seen before is painted from its kept snapshot by the
 * built index.html, before the app's entry module has run, then replaced by the live page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WATERS } from '../src/config/waters';
import { seriousViolations } from './support/axe';
import { PHONE } from './support/browser';
import { waitForKeptQuery, waitForServiceWorker } from './offline-support/offline';
import { useBrowser } from './support/lifecycle';

const e2e = useBrowser();

interface FirstMain {
  /** The document was still being parsed: no module script (the app's entry) can have run. */
  parsing: boolean;
  inSnapshot: boolean;
  text: string;
  images: string[];
  /** A spinner showed in #root at any moment after that first <main>. */
  spinnerAfter: boolean;
}

/**
 * Records the first <main> under #root as it appears (a MutationObserver set up before the page's
 * own scripts), and whether a spinner ever follows it.
 */
const RECORD_FIRST_MAIN = `(() => {
  window.__firstMain = null;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    const main = root && root.querySelector('main');
    if (!main) return;
    if (!window.__firstMain) {
      window.__firstMain = {
        parsing: document.readyState === 'loading',
        inSnapshot: !!main.closest('.boot-snapshot'),
        text: main.textContent || '',
        images: [...main.querySelectorAll('img')].map((img) => img.getAttribute('src') || ''),
        spinnerAfter: false,
      };
    }
    if (root.querySelector('[role="progressbar"]')) window.__firstMain.spinnerAfter = true;
  }).observe(document, { childList: true, subtree: true });
})();`;

const firstMain = (page: Page) => page.evaluate('window.__firstMain') as Promise<FirstMain | null>;

async function waitForSnapshot(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate((p) => localStorage.getItem(`pac-page:${p}`) !== null, path), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** After React has rendered: the live page only, one <main>, accessible. */
async function expectLivePage(page: Page) {
  await page.locator('.boot-snapshot').waitFor({ state: 'detached' });
  expect(await page.locator('main').count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('Instant return: the last seen page before the app boots', () => {
  it('paints / from its snapshot while the HTML is parsed, then the live page', async () => {
    const { context, page, pageErrors } = await e2e.openPage(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Winter league dates announced' }).waitFor();
    await waitForServiceWorker(page);
    await waitForKeptQuery(page, ['content', 'articles', 'latest']);
    await waitForSnapshot(page, '/');
    // Nothing of the navbar (which differs for a signed-in admin) is kept.
    const kept = (await page.evaluate(() => localStorage.getItem('pac-page:/')))!;
    expect(kept).not.toContain('<header');
    expect(kept).not.toContain('Open menu');

    const again = await context.newPage();
    again.on('pageerror', (error) => pageErrors.push(error));
    await again.addInitScript(RECORD_FIRST_MAIN);
    await again.goto('/');
    const first = await firstMain(again);
    expect(first).toMatchObject({ parsing: true, inSnapshot: true });
    expect(first!.text).toContain('Winter league dates announced');
    expect(first!.images.some((src) => src.includes('alt=media'))).toBe(true);

    await again.getByRole('heading', { level: 1, name: 'Priory Angling Club' }).waitFor();
    await again.getByRole('heading', { name: 'Winter league dates announced' }).waitFor();
    await expectLivePage(again);
    // React's first commit was the page with its data: no spinner between snapshot and page.
    expect((await firstMain(again))!.spinnerAfter).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("paints a water's page with its picture from the snapshot", async () => {
    const water = WATERS[0]!;
    const { context, page, pageErrors } = await e2e.openPage(PHONE);
    await page.goto(`/waters/${water.slug}`);
    await page.getByRole('heading', { level: 1, name: water.name }).waitFor();
    await page.locator('main img').first().waitFor();
    await waitForServiceWorker(page);
    await waitForSnapshot(page, `/waters/${water.slug}`);

    await page.addInitScript(RECORD_FIRST_MAIN);
    await page.reload();
    const first = await firstMain(page);
    expect(first).toMatchObject({ parsing: true, inSnapshot: true });
    expect(first!.text).toContain(water.name);
    expect(first!.images.length).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: water.name }).waitFor();
    await expectLivePage(page);
    expect((await firstMain(page))!.spinnerAfter).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('ignores a snapshot from another build, and never keeps or paints an admin screen', async () => {
    const { context, page } = await e2e.openPage(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Winter league dates announced' }).waitFor();
    await waitForSnapshot(page, '/');
    const build = await page.locator('meta[name="pac-build"]').getAttribute('content');
    expect(build).toBeTruthy();

    // A snapshot stamped by another build (an older deployment) is not painted.
    await page.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem('pac-page:/')!) as { b: string };
      localStorage.setItem('pac-page:/', JSON.stringify({ ...kept, b: 'another-build' }));
    });
    await page.addInitScript(RECORD_FIRST_MAIN);
    await page.reload();
    await page.getByRole('heading', { name: 'Winter league dates announced' }).waitFor();
    expect((await firstMain(page))!.inSnapshot).toBe(false);

    // Something stored under an admin path, even with this build's stamp, is never painted.
    await page.evaluate((b) => {
      const html = '<main><h1>Kept admin screen</h1></main>';
      localStorage.setItem(
        'pac-page:/admin/login',
        JSON.stringify({ b, t: Date.now(), h: html, c: '' }),
      );
    }, build);
    await page.goto('/admin/login');
    await page.locator('main h1').first().waitFor();
    expect(await page.getByText('Kept admin screen').count()).toBe(0);
    expect((await firstMain(page))?.inSnapshot ?? false).toBe(false);
    // And an admin screen, once settled, is not kept.
    await page.evaluate(() => localStorage.removeItem('pac-page:/admin/login'));
    await page.waitForTimeout(2000);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key.startsWith('pac-page:/admin'))).toEqual([]);
    await context.close();
  });
});
