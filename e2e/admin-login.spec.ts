import { DISABLED_ADMIN, SUPER_ADMIN } from '../scripts/seed/demo-accounts';
import { authOobCodes } from '../tests/support/emulators';
import { signInAs } from './support/browser';
import { paintedFonts } from './support/fonts';
import { expect, test } from './support/test';

test.describe('Admin login against the Auth emulator', () => {
  test('signs the super admin in and lands on the dashboard', async ({ page, pageErrors }) => {
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

  test(
    "paints the bare app shell in the club's font on a first visit, on a slow line",
    { tag: '@phone' },
    async ({ page }) => {
      // Every request 300 ms away: a font fetched only when the app first lays its text out comes
      // after `optional`'s 100 ms, and the fallback stays for the visit; preloaded from the
      // shell's head (server/site.ts), it is at hand by then.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.goto('/admin/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await paintedFonts(page, 'main h1')).toEqual([
        expect.stringMatching(/^Source Sans 3/),
      ]);
    },
  );

  test('shows "Incorrect Password" in bold red for a wrong password', async ({ page }) => {
    await signInAs(page, SUPER_ADMIN.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.getByText('Incorrect Password').waitFor();
    const style = await alert.evaluate((el) => getComputedStyle(el));
    expect(Number(style.fontWeight)).toBeGreaterThanOrEqual(700);
    expect(style.color).toBe('rgb(211, 47, 47)');
  });

  test('tells a disabled admin the account is disabled', async ({ page }) => {
    await signInAs(page, DISABLED_ADMIN.email, DISABLED_ADMIN.password);
    await page
      .getByRole('alert')
      .getByText(/disabled/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  test(
    'sends a password reset e-mail from "Forgot password?", saying the same for any address',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      await page.goto('/admin/login');
      const forgot = page.getByRole('button', { name: 'Forgot password?' });
      await forgot.click();
      await page.getByRole('alert').getByText('Enter your email above').waitFor();

      const resetsFor = async (email: string) =>
        (await authOobCodes()).filter(
          (code) => code.email === email && code.requestType === 'PASSWORD_RESET',
        );
      const before = (await resetsFor(SUPER_ADMIN.email)).length;
      await page.getByLabel('Email').fill(SUPER_ADMIN.email);
      await forgot.click();
      const sent = page.getByRole('status').filter({ hasText: SUPER_ADMIN.email });
      await sent.waitFor();
      const saidForAccount = (await sent.textContent())!.replace(SUPER_ADMIN.email, '…');
      const codes = await resetsFor(SUPER_ADMIN.email);
      expect(codes.length).toBe(before + 1);
      expect(codes.at(-1)!.oobLink).toContain('mode=resetPassword');

      // An address with no account gets the very same sentence, and no code is made.
      const stranger = 'nobody.here@pac.example';
      await page.getByLabel('Email').fill(stranger);
      await forgot.click();
      const saidForStranger = page.getByRole('status').filter({ hasText: stranger });
      await saidForStranger.waitFor();
      expect((await saidForStranger.textContent())!.replace(stranger, '…')).toBe(saidForAccount);
      expect(await resetsFor(stranger)).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      expect(pageErrors).toEqual([]);
    },
  );

  test(
    'sends a signed-out visitor from an admin page to the login, and back there after it',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/admin/login');
      await page.goto('/admin/manage-matches/match-rules');
      await page.waitForURL((url) => url.pathname === '/admin/login');
      await page.getByLabel('Email').fill(SUPER_ADMIN.email);
      await page.getByLabel('Password').fill(SUPER_ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { level: 1, name: 'Manage Match Rules' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/manage-matches/match-rules');
      expect(pageErrors).toEqual([]);
    },
  );
});
