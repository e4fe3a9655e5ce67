/**
 * axe-core in the real browser on every public route, at phone and desktop size: no serious or
 * critical violation. Also with the Waters dropdown and the hamburger menu open.
 */
import { expect, test } from './support/test';
import { openLoaded } from './support/page-ready';
import { seriousViolations } from './support/axe';
import { pathOf, PUBLIC_PAGES } from './support/public-paths';

// Every page of the one table of public pages (src/app/public-pages.tsx), items included, at the
// phone and desktop sizes (playwright.config.ts's projects).
test.describe('accessibility at both sizes', { tag: '@both' }, () => {
  for (const publicPage of PUBLIC_PAGES) {
    test(`${publicPage.path} has no serious or critical axe violation`, async ({ page }) => {
      const path = await pathOf(publicPage);
      await openLoaded(page, path);
      expect(await seriousViolations(page), path).toEqual([]);
    });
  }
});

test.describe('accessibility of the open menus', () => {
  test('the Waters dropdown on a desktop', async ({ page }) => {
    await openLoaded(page, '/');
    await page.getByRole('button', { name: 'Waters' }).hover();
    await page.getByRole('menu', { name: 'Waters' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(
    'the hamburger menu with the waters open on a phone',
    { tag: '@phone' },
    async ({ page }) => {
      await openLoaded(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Waters' }).click();
      await menu.getByRole('link', { name: 'Weston' }).waitFor({ state: 'visible' });
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
