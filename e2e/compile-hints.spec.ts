/**
 * Issue 20 (Lighthouse's Total Blocking Time): every file a public page runs before it is
 * interactive carries V8's compile hint on its first line (compileHints,
 * src/app/start/vite-plugin.ts), so Chromium compiles it while downloading it rather than function
 * by function as the page hydrates: checked on every public page in public-routes.spec.ts, in the
 * one visit a page gets there. Files that load only later, or only for the admin, do not: their
 * code may never run.
 */
import { AUTH_MARKER, COMPILE_HINT, fetchedScripts } from './support/scripts';
import { expect, test } from './support/test';

test.describe('compile hints', () => {
  test('what only the admin loads is not marked', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    const auth = (await fetchedScripts(page)).filter(({ text }) => text.includes(AUTH_MARKER));
    expect(auth.length).toBeGreaterThan(0);
    for (const { url, text } of auth) expect(text.startsWith(COMPILE_HINT), url).toBe(false);
  });
});
