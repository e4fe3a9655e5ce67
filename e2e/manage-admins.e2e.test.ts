import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN } from '../scripts/seed/demo-accounts';
import { launchBrowser, newPage, signInAs } from './support/browser';
import { superAdminPage } from './support/admin-screens';
import { restoreDemoClub } from './support/demo-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await restoreDemoClub();
});

async function fillAccount(dialog: Locator, email: string, name: string, password: string) {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
}

describe('Manage Admins as the super admin', () => {
  it('creates, edits and deletes an admin through the admin server', async () => {
    const { context, page, pageErrors } = await superAdminPage(browser);
    await page.getByRole('link', { name: 'Manage Admins' }).click();
    await page.getByRole('heading', { name: 'Manage Admins' }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Admins');
    const table = page.getByRole('table', { name: 'Admins' });
    await table.getByText('disabled.admin@pac.example').waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Email',
      'Display Name',
      'Disabled',
      'Action',
    ]);
    expect(
      await table
        .getByRole('row')
        .filter({ hasText: 'disabled.admin@pac.example' })
        .getByRole('cell')
        .nth(2)
        .textContent(),
    ).toBe('Yes');

    // A refused create keeps the form, with the server's words.
    await page.getByRole('button', { name: 'Create Admin' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create Admin' });
    await fillAccount(dialog, SUPER_ADMIN.email, 'Second Sarah', 'secret-123');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(/Another user already has this e-mail address/).waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Second Sarah');

    // Create.
    await fillAccount(dialog, 'waters.admin@pac.example', 'Walter Reed', 'reeds-123');
    await dialog.getByLabel('Manage Waters').check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Walter Reed can now sign in.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: 'waters.admin@pac.example' });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'waters.admin@pac.example',
      'Walter Reed',
      'No',
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

    // The new admin signs in and sees exactly the areas given.
    const walter = await newPage(browser);
    await signInAs(walter.page, 'waters.admin@pac.example', 'reeds-123');
    await walter.page.getByRole('heading', { name: 'Admin Dashboard for Walter' }).waitFor();
    expect(await walter.page.getByRole('main').getByRole('link').allTextContents()).toEqual([
      'Manage Socials',
      'Manage Waters',
    ]);
    await walter.context.close();

    // Delete asks first.
    await row.getByRole('button', { name: 'Delete waters.admin@pac.example' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText(/cannot be undone/).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('waters.admin@pac.example deleted.').waitFor();
    await row.waitFor({ state: 'detached' });

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
