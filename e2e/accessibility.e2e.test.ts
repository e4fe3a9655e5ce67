/**
 * axe-core in the real browser on every public route, at phone and desktop size: no serious or
 * critical violation. Also with the Waters dropdown and the hamburger menu open.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { useBrowser } from './support/lifecycle';
import { openLoaded } from './support/page-ready';
import { seriousViolations } from './support/axe';
import { pathOf, PUBLIC_PAGES } from './support/public-paths';

/** The phone the spec names: 360 x 740. */
const SMALL_PHONE = { width: 360, height: 740 };

const e2e = useBrowser();

// Every page of the one table of public pages (src/app/public-pages.tsx), items included.
for (const [size, viewport] of [
  ['phone', SMALL_PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`accessibility on a ${size}`, () => {
    for (const publicPage of PUBLIC_PAGES) {
      it(`${publicPage.path} has no serious or critical axe violation`, async () => {
        const path = await pathOf(publicPage);
        const { page } = await e2e.openPage(viewport);
        await openLoaded(page, path);
        expect(await seriousViolations(page), path).toEqual([]);
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
