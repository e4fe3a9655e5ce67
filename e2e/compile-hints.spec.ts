/**
 * Issue 20 (Lighthouse's Total Blocking Time): every file a public page runs before it is
 * interactive carries V8's compile hint on its first line (compileHints,
 * src/app/start/vite-plugin.ts), so Chromium compiles it while downloading it rather than function
 * by function as the page hydrates.
 * Files that load only later, or only for the admin, do not: their code may never run.
 */
import { PUBLIC_ROUTES } from '../scripts/bench/routes';
import { PHONE } from './support/browser';
import { hydrationOf, recordHydration } from './support/hydration';
import { AUTH_MARKER, fetchedScripts } from './support/scripts';
import { expect, test } from './support/test';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

test.describe('compile hints', () => {
  test(
    'every file a public page runs before it is interactive is marked to compile at once',
    { tag: '@phone' },
    async ({ openPage }) => {
      for (const route of PUBLIC_ROUTES) {
        const { page, pageErrors } = await openPage(PHONE);
        await recordHydration(page);
        await page.goto(route.path);
        const { files } = await hydrationOf(page);
        const scripts = await fetchedScripts(page, files);
        // The first script, React's, MUI's, the app's and the page's own at least.
        expect(scripts.length, route.path).toBeGreaterThan(5);
        const unmarked = scripts.filter(({ text }) => !text.startsWith(`${COMPILE_HINT}\n`));
        expect(
          unmarked.map(({ url }) => url),
          route.path,
        ).toEqual([]);
        expect(pageErrors).toEqual([]);
      }
    },
  );

  test('what only the admin loads is not marked', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    const auth = (await fetchedScripts(page)).filter(({ text }) => text.includes(AUTH_MARKER));
    expect(auth.length).toBeGreaterThan(0);
    for (const { url, text } of auth) expect(text.startsWith(COMPILE_HINT), url).toBe(false);
  });
});
