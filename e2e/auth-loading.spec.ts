/**
 * Issue 6: Firebase Auth never delays a public page. A visitor never downloads it; an admin who
 * holds a session gets it only after the page's content shows (for the navbar's admin link).
 * Auth's code is recognised by its endpoint name, which no other bundle contains. Issue 20: nor
 * does the rest of Firebase: a public page is hydrated from the data in its HTML before any of it
 * is downloaded (a public query loads its reader when it first runs, api/read-*.ts). A visitor's
 * side is checked on every public page in public-routes.spec.ts, in the one visit a page gets
 * there; here, that the markers find Firebase and Auth, and the signed-in admin.
 */
import type { Page } from '@playwright/test';
import { KEY_ROUTES, PUBLIC_ROUTES } from '../scripts/bench/routes';
import { PHONE } from './support/browser';
import { AUTH_MARKER, FIREBASE_MARKER, recordScripts, scriptStarts } from './support/scripts';
import { expect, test } from './support/test';
import { superAdminPage } from './support/admin-screens';

async function authScripts(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const found: string[] = [];
  for (const [url, text] of scripts) if ((await text).includes(AUTH_MARKER)) found.push(url);
  return found;
}

/**
 * Watches, from the document's first frame, for every content selector to be visible; `shownAt`
 * answers the page's clock at that frame. The watch is the page's own, started before its HTML
 * (an init script): one started from here after `goto` began only once the page had loaded, which
 * on a loaded machine could be after Auth had started, though the content had shown long before.
 */
async function watchContent(page: Page, selectors: string[]) {
  await page.addInitScript((list) => {
    const frame = () => {
      const shown = list.every((selector) => {
        const element = document.querySelector(selector);
        return element !== null && element.getBoundingClientRect().height > 0;
      });
      if (shown) document.documentElement.dataset.contentShownAt = String(performance.now());
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selectors);
  return {
    shownAt: async () => {
      const handle = await page.waitForFunction(
        () => document.documentElement.dataset.contentShownAt ?? false,
      );
      return Number(await handle.jsonValue());
    },
  };
}

// These tests compare when the content is painted with when Auth starts to load: the trace's
// screencast (its screenshots) would compete with the very frames measured. DOM snapshots stay.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

test.describe('Firebase Auth loading on public pages', () => {
  test(
    "the admin login does download Firebase and Auth (so a visitor's checks can see them)",
    { tag: '@phone' },
    async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto('/admin/login');
      await page.getByLabel('Email').waitFor();
      await expect.poll(async () => (await scriptStarts(page, FIREBASE_MARKER)).length).not.toBe(0);
      await page.waitForLoadState('networkidle');
      expect((await authScripts(scripts)).length).toBeGreaterThan(0);
    },
  );

  test(
    'a signed-in admin gets Auth only after the content shows, then the admin link',
    { tag: '@phone' },
    async ({ openPage }) => {
      const { context, pageErrors } = await superAdminPage(openPage, PHONE);

      for (const route of PUBLIC_ROUTES.filter((r) => KEY_ROUTES.includes(r.path))) {
        // A new tab: nothing of Auth is in memory, only the stored session.
        const tab = await context.newPage();
        const content = await watchContent(tab, route.content);
        await tab.goto(route.path);
        const shown = await content.shownAt();
        // The menu answers once the page is hydrated (a tab of this context is not one that
        // waitForInteractive wraps: its goto would resolve after the paint this test times).
        await tab.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
        await tab.getByRole('button', { name: 'Open menu' }).click();
        await tab.getByRole('link', { name: 'Admin' }).waitFor();
        const authStarts = await scriptStarts(tab, AUTH_MARKER);
        expect(authStarts.length, route.path).toBeGreaterThan(0);
        expect(Math.min(...authStarts), route.path).toBeGreaterThan(shown);
        await tab.close();
      }
      expect(pageErrors).toEqual([]);
    },
  );
});
