/**
 * Every page of the one table of public pages (src/app/public-pages.tsx), items included, visited
 * once per size for everything that is checked on every page: no serious or critical axe violation
 * (colour contrast included), the footer with its way to join,
 * no Content-Security-Policy violation (the site is served with firebase.json's headers), no error,
 * and, on a phone, that it hydrates without a warning, a new style rule or a second read of its
 * data, and stays interactive; that it was hydrated before any of Firebase was downloaded (its
 * data is in the HTML: issue 20), that a visitor downloads no Auth code (issue 6), and that every
 * file it ran before it was interactive carries V8's compile hint (issue 20: compileHints,
 * src/app/start/vite-plugin.ts; that the checks can see Firebase, Auth and unmarked files is
 * auth-loading.spec.ts's and compile-hints.spec.ts's). What a page says is public-pages.spec.ts's and
 * server-rendering.spec.ts's; its headers alone, security-headers.spec.ts's.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { shownContent } from '../scripts/bench/routes';
import { CLUB_NAME } from '../src/config/constants';
import { seriousViolations } from './support/axe';
import { recordViolations } from './support/csp';
import { hydrationOf, recordHydration } from './support/hydration';
import { openLoaded } from './support/page-ready';
import { pathOf, PUBLIC_PAGES } from './support/public-paths';
import {
  AUTH_MARKER,
  COMPILE_HINT,
  fetchedScripts,
  FIREBASE_MARKER,
  recordScripts,
} from './support/scripts';
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
      const scripts = recordScripts(page);
      await openLoaded(page, path);
      // The page itself, not a not-found page standing in for it.
      const title = await page.title();
      expect(title, path).not.toMatch(/not found/i);
      // What the bench waits for before it measures the page is there.
      for (const selector of shownContent(publicPage.path))
        await expect(page.locator(selector).first(), `${path}: ${selector}`).toBeVisible();
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
      const { at: interactiveAt, files, parsedRules, hydratedRules } = await hydrationOf(page);
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

      // Firebase may come later (App Check, where the site has it; a query that reads again), never
      // before the page was hydrated; Auth's code never, for a visitor, on any page but one.
      await page.waitForLoadState('networkidle');
      expect(interactiveAt, path).toBeGreaterThan(0);
      for (const { start } of (await fetchedScripts(page)).filter(({ text }) =>
        text.includes(FIREBASE_MARKER),
      ))
        expect(start, path).toBeGreaterThan(interactiveAt);
      expect(scripts.size, path).toBeGreaterThan(0);
      // /catches alone fetches it, once interactive: the catch form's sending code, ahead of a catch
      // saved with no signal (features/catches/outbox/sending-code.ts).
      const auth: string[] = [];
      for (const [url, text] of scripts) if ((await text).includes(AUTH_MARKER)) auth.push(url);
      if (path !== '/catches') expect(auth, path).toEqual([]);
      for (const { start } of (await fetchedScripts(page)).filter(({ text }) =>
        text.includes(AUTH_MARKER),
      ))
        expect(start, path).toBeGreaterThan(interactiveAt);
      // What it ran before it was interactive: the first script, React's, MUI's, the app's and the
      // page's own at least, each marked to compile at once.
      const beforeInteractive = await fetchedScripts(page, files);
      expect(beforeInteractive.length, path).toBeGreaterThan(5);
      expect(
        beforeInteractive
          .filter(({ text }) => !text.startsWith(`${COMPILE_HINT}\n`))
          .map(({ url }) => url),
        path,
      ).toEqual([]);
    });
  }
});
