import type { Locator } from '@playwright/test';
import { SUPER_ADMIN } from '../scripts/seed/demo-accounts';
import { adminAuth, adminDb } from '../tests/support/emulators';
import { superAdminPage } from './support/admin-screens';
import { signInAs } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { fitsWidth, openLoaded } from './support/page-ready';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

const PHONE_360 = { width: 360, height: 740 };

test.beforeAll(async () => {
  // Someone who signed up to the project's sign-in service by themselves: not a club admin.
  await adminAuth().createUser({
    uid: 'signed-up-angler',
    email: 'angler@example.com',
    password: 'angler-123',
    displayName: 'Signed Up Angler',
  });
});
test.afterAll(async () => {
  await restoreDemoClub();
});

async function fillAccount(dialog: Locator, email: string, name: string, password: string) {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
}

const permissionsDoc = async (uid: string) =>
  (await adminDb().doc(`userPermissions/${uid}`).get()).data() ?? null;

test.describe('Manage Admins as the super admin, on a laptop', () => {
  test('creates an admin with permissions, edits and deletes it; other accounts stay apart', async ({
    openPage,
  }) => {
    const { page, pageErrors } = await superAdminPage(openPage);
    await page.getByRole('link', { name: 'Manage Admins' }).click();
    await page.getByRole('heading', { name: 'Manage Admins' }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Admins');
    const admins = page.getByRole('table', { name: 'Admins' });
    const others = page.getByRole('table', { name: 'Other accounts' });
    await admins.getByText('disabled.admin@pac.example').waitFor();
    // Volunteers' words (issue 34): no pointers to developers' files.
    expect(await page.locator('main').textContent()).not.toMatch(/README/i);
    expect(await admins.locator('thead th').allTextContents()).toEqual([
      'Email',
      'Display Name',
      'Disabled',
      'Permissions',
      'Action',
    ]);
    expect(
      await admins
        .getByRole('row')
        .filter({ hasText: SUPER_ADMIN.email })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual([SUPER_ADMIN.email, SUPER_ADMIN.displayName, 'No', 'Super Admin', 'EditDelete']);
    // The signed-up account is listed apart, not as an admin.
    expect(await others.getByRole('row').filter({ hasText: 'angler@example.com' }).count()).toBe(1);
    expect(await admins.getByText('angler@example.com').count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // A refused create keeps the form, with the server's words.
    await page.getByRole('button', { name: 'Create Admin' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create Admin' });
    await fillAccount(dialog, SUPER_ADMIN.email, 'Second Sarah', 'secret-123');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(/Another user already has this e-mail address/).waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Second Sarah');

    // Create, with permissions, in one call.
    await fillAccount(dialog, 'waters.admin@pac.example', 'Walter Reed', 'reeds-123');
    await dialog.getByLabel('Manage Waters').check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Walter Reed can now sign in.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = admins.getByRole('row').filter({ hasText: 'waters.admin@pac.example' });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'waters.admin@pac.example',
      'Walter Reed',
      'No',
      'Waters',
      'EditDelete',
    ]);

    // Edit: prefilled from the account and its permissions.
    await row.getByRole('button', { name: 'Edit waters.admin@pac.example' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Manage Waters').waitFor();
    expect(await dialog.getByLabel('Manage Waters').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Manage Socials').isChecked()).toBe(false);
    expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel('Name', { exact: true }).fill('Walter Reed Jr');
    await dialog.getByLabel('Manage Socials').check();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Walter Reed Jr updated.').waitFor();
    await row.getByText('Walter Reed Jr').waitFor();
    await row.getByText('Socials, Waters').waitFor();

    // The new admin signs in and sees exactly the areas given.
    const walter = await openPage();
    await signInAs(walter.page, 'waters.admin@pac.example', 'reeds-123');
    await walter.page.getByRole('heading', { name: 'Admin Dashboard for Walter' }).waitFor();
    // Recently Deleted lists what was deleted in the areas an admin manages (issue 19).
    expect(await walter.page.getByRole('main').getByRole('link').allTextContents()).toEqual([
      'Manage Socials',
      'Manage Waters',
      'Recently Deleted',
    ]);
    await walter.context.close();

    // Editing the signed-up account's name does not make it an admin.
    const angler = others.getByRole('row').filter({ hasText: 'angler@example.com' });
    await angler.getByRole('button', { name: 'Edit angler@example.com' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit User' });
    expect(await dialog.getByLabel('Club admin').isChecked()).toBe(false);
    expect(await dialog.getByLabel('Super Admin').count()).toBe(0);
    await dialog.getByLabel('Name', { exact: true }).fill('Andy Angler');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Andy Angler updated.').waitFor();
    await angler.getByText('Andy Angler').waitFor();
    expect(await permissionsDoc('signed-up-angler')).toBeNull();

    // Making it an admin is the explicit choice of ticking Club admin.
    await angler.getByRole('button', { name: 'Edit angler@example.com' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Club admin').check();
    await dialog.getByLabel('Manage Matches').check();
    await dialog.getByRole('button', { name: 'Update' }).click();
    const promoted = admins.getByRole('row').filter({ hasText: 'angler@example.com' });
    await promoted.getByText('Matches').waitFor();
    await angler.waitFor({ state: 'detached' });
    expect(await permissionsDoc('signed-up-angler')).toMatchObject({
      manageMatches: true,
      superAdmin: false,
      disabled: false,
    });

    // Delete asks first.
    await row.getByRole('button', { name: 'Delete waters.admin@pac.example' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText(/cannot be undone/).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('waters.admin@pac.example deleted.').waitFor();
    await row.waitFor({ state: 'detached' });

    expect(pageErrors).toEqual([]);
  });
});

test.describe('Manage Admins on a phone (360 x 740)', () => {
  test(
    'shows admins and other accounts as cards that fit, e-mails on one line, every action reachable',
    { tag: '@phone' },
    async ({ openPage }) => {
      const long = 'a.very.keen.angler.from.the.village@example.com';
      await adminAuth().createUser({ uid: 'phone-angler', email: long, displayName: 'Keen' });
      const { page, pageErrors } = await superAdminPage(openPage, PHONE_360);
      await openLoaded(page, '/admin/manage-admins');
      const admins = page.getByRole('list', { name: 'Admins' });
      const others = page.getByRole('list', { name: 'Other accounts' });
      await admins.getByText(SUPER_ADMIN.email).waitFor();
      await others.getByText(long).waitFor();

      expect(await fitsWidth(page)).toBe(true);
      for (const list of [admins, others]) {
        expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        for (const card of await list.getByRole('listitem').all()) {
          for (const button of await card.getByRole('button').all()) {
            expect(await button.isVisible()).toBe(true);
            expect(await button.evaluate((el) => el.getBoundingClientRect().right <= 360)).toBe(
              true,
            );
          }
        }
      }
      // An e-mail reads on one line, a long one on two: never one character per line.
      const linesOf = (text: string) =>
        page
          .getByText(text, { exact: true })
          .evaluate((el) =>
            Math.round(
              el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
            ),
          );
      expect(await linesOf(SUPER_ADMIN.email)).toBe(1);
      expect(await linesOf(long)).toBeLessThanOrEqual(2);
      expect(await seriousViolations(page)).toEqual([]);

      // The dialog takes the whole screen and fits it.
      await page.getByRole('button', { name: 'Create Admin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Admin' });
      await dialog.getByLabel('Super Admin').waitFor();
      // axe checks colour contrast: wait for the dialog's fade-in to end, or it sees half-faded text.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.MuiDialog-container')].every(
          (el) => getComputedStyle(el).opacity === '1',
        ),
      );
      expect(await fitsWidth(page)).toBe(true);
      expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(
        360,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      expect(pageErrors).toEqual([]);
    },
  );
});
