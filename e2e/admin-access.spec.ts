import { ADMIN_AREAS } from '../src/app/admin/admin-areas';
import { CONTENT_ADMIN, DISABLED_ADMIN, SUPER_ADMIN } from '../scripts/seed/demo-accounts';
import { AREAS } from '../src/config/areas';
import { expectNoAccess } from './support/admin-screens';
import { signInAs } from './support/browser';
import { expect, test } from './support/test';

test.describe('Who reaches which admin page', () => {
  test('shows the content-and-catches admin only its two areas and Recently Deleted', async ({
    page,
    pageErrors,
  }) => {
    await signInAs(page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
    await page.getByRole('heading', { name: 'Admin Dashboard for Colin' }).waitFor();
    const areas = page.getByRole('navigation', { name: 'Admin areas' });
    await areas.getByRole('link', { name: /^Manage Catches/ }).waitFor();
    // Manage Catches carries the count of catches waiting, if any (issue 34).
    const buttons = (await areas.getByRole('link').allTextContents()).map((text) =>
      text.replace(/\s*\d+ waiting$/, ''),
    );
    // Recently Deleted lists what was deleted in the areas an admin manages (issue 19).
    expect(buttons).toEqual(['Manage Catches', 'Manage Content', 'Recently Deleted']);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('tells the content-and-catches admin every other admin page is not theirs', async ({
    page,
  }) => {
    await signInAs(page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
    await page.getByRole('heading', { name: 'Admin Dashboard for Colin' }).waitFor();
    // Every button of the table of admin areas (src/config/areas.ts) that Colin's flags do not give.
    const forbidden = ADMIN_AREAS.filter((area) => !CONTENT_ADMIN.permissions[area.flag]);
    expect(forbidden.map((area) => area.label)).toEqual(
      expect.arrayContaining(['Manage Admins', 'Match Day', 'Manage Waters']),
    );
    for (const area of forbidden) {
      await page.goto(area.path);
      await expectNoAccess(page, AREAS[area.flag].label);
      expect(new URL(page.url()).pathname).toBe(area.path);
    }
    // The sentence's link is the way back.
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard for Colin' }).waitFor();
  });

  test('lets the super admin open each of these pages', async ({ page }) => {
    await signInAs(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.getByRole('heading', { name: 'Admin Dashboard for Sarah' }).waitFor();
    for (const [path, heading] of [
      ['/admin/manage-admins', 'Manage Admins'],
      ['/admin/manage-socials', 'Manage Socials'],
      ['/admin/manage-contacts', 'Manage Contact'],
      ['/admin/manage-waters', 'Manage Waters'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.title()).toMatch(/^PAC - /);
    }
  });

  test('keeps the disabled admin out, and says so', async ({ page }) => {
    await signInAs(page, DISABLED_ADMIN.email, DISABLED_ADMIN.password);
    await page
      .getByRole('alert')
      .getByText(/This account has been disabled/)
      .waitFor();
    // Never signed in, the dashboard's address asks for a sign-in.
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });
});
