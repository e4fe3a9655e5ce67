/**
 * axe-core in the real browser with the Waters dropdown and the hamburger menu open: no serious or
 * critical violation. Every public page as it opens is public-routes.spec.ts's (visited once).
 */
import { expect, test } from './support/test';
import { openLoaded } from './support/page-ready';
import { seriousViolations } from './support/axe';

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
