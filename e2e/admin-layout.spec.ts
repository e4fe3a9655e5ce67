/**
 * Every admin screen as the super admin, on a 360 x 740 phone and a 1280 x 800 laptop: no
 * sideways scrolling of the page or of any list, every list action on screen, and axe finds no
 * serious or critical issue.
 */
import type { Page } from '@playwright/test';
import { superAdminSession } from './support/admin-screens';
import { openLoaded } from './support/page-ready';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

/** Every route of src/app/admin-routes.tsx but the login page, with a seeded member for {id}. */
const ADMIN_ROUTES = [
  '/admin',
  '/admin/manage-committee',
  '/admin/manage-committee/create',
  '/admin/manage-committee/member-chair',
  '/admin/manage-matches',
  '/admin/manage-matches/match-rules',
  '/admin/manage-catches',
  '/admin/manage-content',
  '/admin/manage-admins',
  '/admin/manage-socials',
  '/admin/manage-contacts',
  '/admin/manage-waters',
  '/admin/recently-deleted',
];

/** The page and every list (kit lists and any table) that scroll sideways, by name. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide = (el: Element) => el.scrollWidth > el.clientWidth;
    const found = wide(document.documentElement) ? ['the page'] : [];
    for (const list of document.querySelectorAll('[data-admin-list], table, ul')) {
      if (wide(list)) found.push(list.getAttribute('aria-label') ?? list.tagName);
    }
    return found;
  });
}

/** List buttons and links that are hidden or lie (partly) beyond the screen's right edge. */
function actionsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-admin-list] button, [data-admin-list] a')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width === 0 || box.left < 0 || box.right > window.innerWidth;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? '?'),
  );
}

test.describe('admin screens at both sizes', { tag: '@both' }, () => {
  // A test a screen, each in a context of its own that starts signed in (the worker's stored session).
  for (const route of ADMIN_ROUTES) {
    test(`${route}: fits the width, shows every list action, and passes axe`, async ({
      openPage,
    }) => {
      const { page, pageErrors } = await openPage(undefined, await superAdminSession(openPage));
      await openLoaded(page, route);
      // The screen itself, signed in: not the login page standing in for it.
      expect(new URL(page.url()).pathname).toBe(route);
      const problems: string[] = [];
      const lists = await page.locator('[data-admin-list]').count();
      for (const what of await overflowing(page)) problems.push(`${route}: ${what} overflows`);
      for (const action of await actionsOffScreen(page))
        problems.push(`${route}: "${action}" is off screen`);
      for (const issue of await seriousViolations(page)) problems.push(`${route}: ${issue}`);
      // Screens with lists must show them (the seeded club has rows everywhere).
      if (/manage-(committee|matches|catches|socials|contacts|waters)$|match-rules/.test(route))
        expect(lists, route).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});
