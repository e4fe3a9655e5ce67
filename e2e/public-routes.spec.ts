/**
 * Every page of the one table of public pages (src/app/public-pages.tsx), items included, visited
 * once per size for everything that is checked on every page: no serious or critical axe violation
 * (colour contrast included), the footer with its way to join,
 * no Content-Security-Policy violation (the site is served with firebase.json's headers), no error,
 * and, on a phone, that it hydrates without a warning, a new style rule or a second read of its
 * data, and stays interactive. What a page says is public-pages.spec.ts's and
 * server-rendering.spec.ts's; its headers alone, security-headers.spec.ts's.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { CLUB_NAME } from '../src/config/constants';
import { seriousViolations } from './support/axe';
import { recordViolations } from './support/csp';
import { hydrationOf, recordHydration } from './support/hydration';
import { openLoaded } from './support/page-ready';
import { pathOf, PUBLIC_PAGES } from './support/public-paths';
import { expect, test } from './support/test';

/** Console errors and anything React says about hydrating, as they come. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  return problems;
}

/** Firestore reads the page makes, as they come. */
function recordReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/v1\/projects\/[^/]+\/databases\//.test(request.url())) reads.push(request.url());
  });
  return reads;
}

test.describe('every public page, visited once', { tag: '@both' }, () => {
  for (const publicPage of PUBLIC_PAGES) {
    test(`${publicPage.path}: axe, Content-Security-Policy, errors; on a phone, hydration`, async ({
      page,
      pageErrors,
      viewport,
    }) => {
      const path = await pathOf(publicPage);
      const violations = await recordViolations(page);
      await recordHydration(page);
      const problems = recordProblems(page);
      const reads = recordReads(page);
      await openLoaded(page, path);
      // The page itself, not a not-found page standing in for it.
      const title = await page.title();
      expect(title, path).not.toMatch(/not found/i);
      // Images (from the Storage emulator) and the page's reads have been asked for by now.
      await page.waitForLoadState('load');
      expect(await violations(), path).toEqual([]);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(pageErrors, path).toEqual([]);
      // Every page's footer, with a way to join (issue 35).
      expect(
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: 'Join the club' })
          .getAttribute('href'),
        path,
      ).toBe('/join');
      if (viewport!.width > 600) return;

      // The server's HTML holds every style rule its render made: hydrating adds none. (A page
      // without its critical CSS cannot pass as "nothing added".)
      const { parsedRules, hydratedRules } = await hydrationOf(page);
      expect(parsedRules.length, path).toBeGreaterThan(20);
      const before = new Set(parsedRules);
      expect(
        hydratedRules.filter((rule) => !before.has(rule)),
        path,
      ).toEqual([]);

      // Hydrated: the navbar's links move within the app (the page is not loaded again).
      const next =
        path === '/rules'
          ? { link: 'Contact Us', heading: 'Contact Us' }
          : { link: 'Rules', heading: `${CLUB_NAME} Rules` };
      await page.evaluate(() => Object.assign(window, { pacStayed: true }));
      await page.getByRole('button', { name: 'Open menu' }).click();
      // The menu opened: the page is hydrated, and its effects (queries subscribing) have run.
      const readsOfThePage = [...reads];
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: next.link, exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: next.heading }).waitFor();
      expect(await page.evaluate(() => 'pacStayed' in window), path).toBe(true);
      await page.goBack();
      await page.locator('main h1').first().waitFor();
      expect(await page.title(), path).toBe(title);
      expect(problems, path).toEqual([]);
      expect(pageErrors, path).toEqual([]);
      // The page's own data came with its HTML: nothing read again.
      expect(readsOfThePage, path).toEqual([]);
    });
  }
});
