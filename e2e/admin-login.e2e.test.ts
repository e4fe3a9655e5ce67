import { describe, expect, it } from 'vitest';
import { DISABLED_ADMIN, SUPER_ADMIN } from '../scripts/seed/demo-accounts';
import { signInAs } from './support/browser';
import { useBrowser } from './support/lifecycle';

const e2e = useBrowser();

describe('Admin login against the Auth emulator', () => {
  it('signs the super admin in and lands on the dashboard', async () => {
    const { page, pageErrors } = await e2e.openPage();
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
  });

  it('shows "Incorrect Password" in bold red for a wrong password', async () => {
    const { page } = await e2e.openPage();
    await signInAs(page, SUPER_ADMIN.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.getByText('Incorrect Password').waitFor();
    const style = await alert.evaluate((el) => getComputedStyle(el));
    expect(Number(style.fontWeight)).toBeGreaterThanOrEqual(700);
    expect(style.color).toBe('rgb(211, 47, 47)');
  });

  it('tells a disabled admin the account is disabled', async () => {
    const { page } = await e2e.openPage();
    await signInAs(page, DISABLED_ADMIN.email, DISABLED_ADMIN.password);
    await page
      .getByRole('alert')
      .getByText(/disabled/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('sends a visitor who is not signed in from /admin to /', async () => {
    const { page } = await e2e.openPage();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
