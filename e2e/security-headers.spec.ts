/**
 * Security headers: the site is served with firebase.json's Hosting headers
 * (scripts/test-run/e2e-site.ts, scripts/hosting/hosting-headers.ts), so what is checked here is
 * what production sends. Every public route and the admin sign-in render with no
 * Content-Security-Policy violation, and a violation is seen when one happens (an inline script the
 * build did not emit).
 */
import type { Page } from '@playwright/test';
import { baseUrl, PHONE } from './support/browser';
import { expect, test } from './support/test';
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

/** Records `securitypolicyviolation` events of every document the page opens. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('security headers', () => {
  for (const path of [
    '/',
    '/catches',
    '/admin',
    '/admin/login',
    '/sw.js',
    '/manifest.webmanifest',
  ] as const) {
    test(`${path} is served with the Content-Security-Policy and the other security headers`, async () => {
      const response = await fetch(new URL(path, baseUrl));
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      const scripts = directive(policy, 'script-src');
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      // Locally, the emulators are reachable; the demo bucket is the only Storage path allowed.
      expect(directive(policy, 'connect-src')).toContain(
        'https://firebasestorage.googleapis.com/v0/b/demo-pac.appspot.com/',
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    });
  }

  test('the service worker stays fetchable as a script, revalidated on every visit', async () => {
    const response = await fetch(new URL('/sw.js', baseUrl));
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  // Every page of the one table of public pages, items included (as the accessibility spec), and
  // the admin sign-in.
  for (const route of [...PUBLIC_PAGES.map((page) => page.path), '/admin/login']) {
    test(
      `${route} renders with no Content-Security-Policy violation`,
      { tag: '@phone' },
      async ({ openPage }) => {
        const publicPage = PUBLIC_PAGES.find((page) => page.path === route);
        const path = publicPage ? await pathOf(publicPage) : route;
        const { page, pageErrors } = await openPage(PHONE);
        const violations = await recordViolations(page);
        await openLoaded(page, path);
        // The page itself, not a not-found page standing in for it.
        expect(await page.title(), path).not.toMatch(/not found/i);
        // Images (from the Storage emulator) and the page's reads have been asked for by now.
        await page.waitForLoadState('load');
        expect(await violations(), path).toEqual([]);
        expect(pageErrors, path).toEqual([]);
      },
    );
  }

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
