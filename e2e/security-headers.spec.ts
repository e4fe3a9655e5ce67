/**
 * Security headers: the site is served with firebase.json's Hosting headers
 * (scripts/test-run/e2e-site.ts, scripts/hosting/hosting-headers.ts), so what is checked here is
 * what production sends: checked over HTTP on every public page and the app's files; the admin
 * sign-in renders with no Content-Security-Policy violation, and a violation is seen when one
 * happens (an inline script the build did not emit). Every public page in the browser is
 * public-routes.spec.ts's.
 */
import { baseUrl } from './support/browser';
import { expect, test } from './support/test';
import { recordViolations } from './support/csp';
import { openLoaded } from './support/page-ready';
import { pathOf, PUBLIC_PAGES } from './support/public-paths';

/** The directive's sources, e.g. directive(policy, 'script-src'). */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found?.slice(1) ?? [];
}

/** What every answer of the site carries, whatever the path. */
function expectSecurityHeaders(response: Response, path: string) {
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(directive(policy, 'frame-ancestors'), path).toEqual(["'none'"]);
  expect(directive(policy, 'object-src'), path).toEqual(["'none'"]);
  const scripts = directive(policy, 'script-src');
  expect(scripts, path).toContain("'self'");
  expect(scripts, path).not.toContain("'unsafe-inline'");
  expect(scripts, path).not.toContain("'unsafe-eval'");
  // Locally, the emulators are reachable; the demo bucket is the only Storage path allowed.
  expect(directive(policy, 'connect-src'), path).toContain(
    'https://firebasestorage.googleapis.com/v0/b/demo-pac.appspot.com/',
  );
  expect(response.headers.get('x-frame-options'), path).toBe('DENY');
  expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  // The camera for the site's own pages only (the bailiff's scanner); the rest refused.
  expect(response.headers.get('permissions-policy'), path).toMatch(
    /(^|, )camera=\(self\), microphone=\(\)/,
  );
}

// HTTP alone, no browser: every page of the one table of public pages (items included), the back
// office and the app's own files.
test.describe('security headers', () => {
  for (const route of [
    ...PUBLIC_PAGES.map((page) => page.path),
    '/admin',
    '/admin/login',
    '/sw.js',
    '/manifest.webmanifest',
  ]) {
    test(`${route} is served with the Content-Security-Policy and the other security headers`, async () => {
      const publicPage = PUBLIC_PAGES.find((page) => page.path === route);
      const path = publicPage ? await pathOf(publicPage) : route;
      const response = await fetch(new URL(path, baseUrl));
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response, path);
    });
  }

  test('the service worker stays fetchable as a script, revalidated on every visit', async () => {
    const response = await fetch(new URL('/sw.js', baseUrl));
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  // Every public page is public-routes.spec.ts's (visited once, with axe and hydration).
  test(
    'the admin sign-in renders with no Content-Security-Policy violation',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      const violations = await recordViolations(page);
      await openLoaded(page, '/admin/login');
      await page.waitForLoadState('load');
      expect(await violations()).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );

  test(
    'a script the build did not emit is refused, and the refusal is seen',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      const violations = await recordViolations(page);
      await openLoaded(page, '/');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedRan = true';
        document.body.append(script);
        return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
      });
      expect(ran).toBe(false);
      await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
      await expect
        .poll(() => pageErrors.map((error) => error.message))
        .toEqual([expect.stringMatching(/Content Security Policy/)]);
    },
  );
});
