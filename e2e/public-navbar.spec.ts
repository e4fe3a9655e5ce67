import { SOCIALS } from '../scripts/seed/data';
import { baseUrl, PHONE, waitForInteractive } from './support/browser';
import { expect, test } from './support/test';
import { fitsWidth, openLoaded } from './support/page-ready';

test.describe('navigation bar on a desktop', () => {
  test('opens the Waters dropdown on hover; Waters itself does not navigate', async ({
    page,
    pageErrors,
  }) => {
    await openLoaded(page, '/rules');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Rules' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const waters = nav.getByRole('button', { name: 'Waters' });
    await waters.hover();
    const menu = page.getByRole('menu', { name: 'Waters' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'All Waters',
      'Weston',
      'Warrens Green',
      'Clay End',
    ]);
    await waters.click();
    expect(new URL(page.url()).pathname).toBe('/rules');

    // Moving the pointer away closes it.
    await page.mouse.move(600, 600);
    await menu.waitFor({ state: 'detached' });

    await waters.hover();
    await page.getByRole('menuitem', { name: 'Warrens Green' }).click();
    await page.waitForURL('**/waters/warrens-green');
    await page.locator('main h1', { hasText: 'Warrens Green' }).waitFor();
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(pageErrors).toEqual([]);
  });

  test('opens the Waters dropdown from the keyboard', async ({ page }) => {
    await openLoaded(page, '/newsletter');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Waters' })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'All Waters' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('All Waters');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/waters/weston');
  });

  test('shows an icon for each active social, opening in a new tab without an opener', async ({
    page,
  }) => {
    await openLoaded(page, '/');
    const icons = page.getByRole('banner').getByRole('link', { name: /opens in a new tab/ });
    await icons.first().waitFor();
    const links = await icons.evaluateAll((anchors) =>
      anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    );
    expect(links).toEqual(
      SOCIALS.filter((s) => s.socialActive).map((s) => [
        s.socialURL,
        '_blank',
        'noopener noreferrer',
      ]),
    );
  });
});

test.describe('navigation bar on a phone', () => {
  test('has a hamburger menu whose Waters entry opens the waters on a tap', async ({
    browser,
    closeAfterTest,
  }) => {
    // A real phone: touch, no hover.
    const context = closeAfterTest(
      await browser.newContext({
        viewport: PHONE,
        baseURL: baseUrl,
        hasTouch: true,
        isMobile: true,
      }),
    );
    const page = await context.newPage();
    // Its goto waits until the page answers taps, as the fixtures' pages do: a server-rendered page
    // shows before it has hydrated, and a tap then was lost (the menu never opened, seen once with
    // the reading files run side by side).
    waitForInteractive(page);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await openLoaded(page, '/matches');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Matches' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const waters = menu.getByRole('button', { name: 'Waters' });
    expect(await waters.getAttribute('aria-expanded')).toBe('false');
    await waters.tap();
    expect(new URL(page.url()).pathname).toBe('/matches');
    expect(await waters.getAttribute('aria-expanded')).toBe('true');
    // Tap once the list has finished opening, not while it slides.
    await menu.locator('.MuiCollapse-entered').waitFor();
    await menu.getByRole('link', { name: 'Clay End' }).tap();
    await page.locator('main h1', { hasText: 'Clay End' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/waters/clay-end');
    await menu.waitFor({ state: 'detached' });
    // The new page has the focus, not the closed menu's button.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(await fitsWidth(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test(
    'keeps the navbar on one screen width with every active social icon',
    { tag: '@phone' },
    async ({ page }) => {
      await openLoaded(page, '/');
      await page
        .getByRole('banner')
        .getByRole('link', { name: /opens in a new tab/ })
        .first()
        .waitFor();
      const bar = await page.getByRole('banner').boundingBox();
      expect(bar!.width).toBeLessThanOrEqual(PHONE.width);
      expect(await fitsWidth(page)).toBe(true);
    },
  );
});
