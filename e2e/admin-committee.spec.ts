import { CONTENT_ADMIN } from '../scripts/seed/demo-accounts';
import { adminBucket, adminDb } from '../tests/support/emulators';
import { PHONE, signInAs } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import {
  expectNoAccess,
  expectNotice,
  pngFile,
  rowWith,
  storageName,
  superAdminPage,
} from './support/admin-screens';
import { expect, test } from './support/test';

test.afterAll(async () => {
  await restoreDemoClub();
});

async function memberIdByName(name: string): Promise<string | undefined> {
  const found = await adminDb().collection('members').where('memberName', '==', name).get();
  return found.docs[0]?.id;
}

test.describe('Manage Committee in Chromium, as the super admin', () => {
  test('lists the committee by page position, then creates, edits and deletes a member', async ({
    openPage,
  }) => {
    const { page, pageErrors } = await superAdminPage(openPage);
    await page.getByRole('link', { name: 'Manage Committee' }).click();
    await page.getByRole('heading', { name: 'Manage Committee' }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Committee');
    await rowWith(page, 'Geoff Barnes').waitFor();
    const names = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names.slice(0, 3)).toEqual(['Geoff Barnes', 'Linda Moss', 'Raj Patel']);

    // Create: the button stays disabled until the required fields and a picture are given.
    await page.getByRole('link', { name: 'Add Committee Member' }).click();
    await page.waitForURL('**/admin/manage-committee/create');
    const create = page.getByRole('button', { name: 'Create' });
    await page.getByLabel('Name').fill('Pat Roach');
    await page.getByLabel('Role').fill('Water Keeper');
    await page.getByLabel('Address').fill('1 Lake Road, Weston, Kent');
    await page.getByLabel('Page Position').fill('7');
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('User Picture').setInputFiles(pngFile('pat.png'));
    await create.click();
    await expectNotice(page, 'Pat Roach was added to the committee.');
    await page.waitForURL((url) => url.pathname === '/admin/manage-committee');
    await rowWith(page, 'Pat Roach').waitFor();
    const id = (await memberIdByName('Pat Roach'))!;
    expect(id).toBeTruthy();
    const photoOf = async () =>
      storageName(String((await adminDb().doc(`members/${id}`).get()).get('photoURL')));
    const firstPhoto = await photoOf();
    expect(firstPhoto).toMatch(/^memberDisplayPhotos\//);

    // Edit: 'Member Details' with the stored values; save a new role and a new picture.
    await page.getByRole('link', { name: 'Edit Pat Roach' }).click();
    await page.getByRole('heading', { name: 'Member Details' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Pat Roach');
    expect(await page.getByLabel('Page Position').inputValue()).toBe('7');
    await page.getByLabel('Role').fill('Head Water Keeper');
    await page.getByLabel('User Picture').setInputFiles(pngFile('pat-new.png'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, "Pat Roach's details were saved.");
    const stored = (await adminDb().doc(`members/${id}`).get()).data()!;
    expect(stored.memberRole).toBe('Head Water Keeper');
    // A new photo takes a new name; the old one stays for the history (issue 19).
    const photoPath = await photoOf();
    expect(photoPath).not.toBe(firstPhoto);
    expect((await adminBucket().file(firstPhoto).exists())[0]).toBe(true);
    // A save returns to the list, like Create.
    await page.waitForURL((url) => url.pathname === '/admin/manage-committee');
    await rowWith(page, 'Head Water Keeper').waitFor();

    // The public Our People page shows the member with the new role and photo.
    const visitor = await openPage();
    await visitor.page.goto('/our-people');
    await visitor.page.getByText('Head Water Keeper').waitFor();
    await visitor.page.getByText('Pat Roach').first().waitFor();
    await visitor.context.close();

    // Delete asks first, and says it can be restored; Cancel keeps the member, Confirm moves it
    // to Recently deleted, its photo kept to come back with it.
    await page.getByRole('button', { name: 'Delete Pat Roach' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/restore it from Recently deleted for 90 days/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rowWith(page, 'Pat Roach').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Pat Roach' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, 'Pat Roach was removed from the committee.');
    await rowWith(page, 'Pat Roach').waitFor({ state: 'detached' });
    expect((await adminDb().doc(`members/${id}`).get()).exists).toBe(false);
    expect((await adminBucket().file(photoPath).exists())[0]).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test(
    'works on a phone: the table and the create form fit',
    { tag: '@phone' },
    async ({ openPage }) => {
      const { page, pageErrors } = await superAdminPage(openPage, PHONE);
      await page.goto('/admin/manage-committee/create');
      await page.getByRole('button', { name: 'Create' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(pageErrors).toEqual([]);
    },
  );

  test('tells an admin without manageCommittee the page is not theirs', async ({ page }) => {
    await signInAs(page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
    await page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
    await page.goto('/admin/manage-committee');
    await expectNoAccess(page, 'Manage Committee');
    expect(new URL(page.url()).pathname).toBe('/admin/manage-committee');
  });
});
