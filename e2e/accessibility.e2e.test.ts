/**
 * axe-core in the real browser on every public route, at phone and desktop size: no serious or
 * critical violation. Also with the Waters dropdown and the hamburger menu open.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { useBrowser } from './support/lifecycle';
import { openLoaded } from './support/page-ready';
import { seriousViolations } from './support/axe';

const PUBLIC_ROUTES = [
  '/',
  '/our-people',
  '/waters',
  '/waters/weston',
  '/waters/warrens-green',
  '/waters/clay-end',
  '/rules',
  '/matches',
  '/newsletter',
  '/contact-us',
  // '/catches' joins this list when the Member Catches page has landed.
];

const e2e = useBrowser();

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`accessibility on a ${size}`, () => {
    for (const route of PUBLIC_ROUTES) {
      it(`${route} has no serious or critical axe violation`, async () => {
        const { page } = await e2e.openPage(viewport);
        await openLoaded(page, route);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

describe('accessibility of the open menus', () => {
  it('the Waters dropdown on a desktop', async () => {
    const { page } = await e2e.openPage(DESKTOP);
    await openLoaded(page, '/');
    await page.getByRole('button', { name: 'Waters' }).hover();
    await page.getByRole('menu', { name: 'Waters' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the hamburger menu with the waters open on a phone', async () => {
    const { page } = await e2e.openPage(PHONE);
    await openLoaded(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Waters' }).click();
    await menu.getByRole('link', { name: 'Weston' }).waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
