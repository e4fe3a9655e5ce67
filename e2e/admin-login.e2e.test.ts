import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_ADMIN, SUPER_ADMIN } from '../scripts/seed/demo-accounts';
import { launchBrowser, newPage, signInAs } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Admin login against the Auth emulator', () => {
  it('signs the super admin in and lands on the dashboard', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    await signInAs(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.getByRole('heading', { name: 'Admin Dashboard for Sarah' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.title()).toBe('PAC - Admin Dashboard');
    // Signed in, the navbar offers the admin link.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByText('Admin', { exact: true })
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows "Incorrect Password" in bold red for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, SUPER_ADMIN.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.getByText('Incorrect Password').waitFor();
    const style = await alert.evaluate((el) => getComputedStyle(el));
    expect(Number(style.fontWeight)).toBeGreaterThanOrEqual(700);
    expect(style.color).toBe('rgb(211, 47, 47)');
    await context.close();
  });

  it('tells a disabled admin the account is disabled', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, DISABLED_ADMIN.email, DISABLED_ADMIN.password);
    await page
      .getByRole('alert')
      .getByText(/disabled/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  it('sends a visitor who is not signed in from /admin to /', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
