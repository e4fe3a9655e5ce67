import { sceneImage } from '../scripts/seed/images';
import { adminDb } from '../tests/support/emulators';
import { expectNotice, holdUndo, superAdminPage } from './support/admin-screens';
import { fitsWidth } from './support/page-ready';
import { restoreDemoClub } from './support/demo-data';
import { expect, test } from './support/test';

test.afterAll(async () => {
  await restoreDemoClub();
});

test.describe('Manage Contacts as the super admin', () => {
  test('adds a contact from a committee member, deletes one, and changes the page image', async ({
    openPage,
  }) => {
    const { page, pageErrors } = await superAdminPage(openPage);
    await page.getByRole('link', { name: 'Manage Contacts' }).click();
    await page.getByRole('heading', { name: 'Manage Contact', exact: true }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Contacts');
    const table = page.getByRole('table', { name: 'Contacts' });
    await table.getByText('Membership').waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Title',
      'Name',
      'Number',
      'Email',
      'Action',
    ]);

    // Add: the member's name, number and e-mail are copied under the new title.
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const add = page.getByRole('dialog', { name: 'Add Contact' });
    await add.getByLabel('Select Member').selectOption({ label: 'Geoff Barnes (Chairman)' });
    await add.getByLabel('Title').fill('Club Chairman');
    await add.getByRole('button', { name: 'Submit Contact' }).click();
    await page.getByText('Club Chairman contact added.').waitFor();
    const row = table.getByRole('row').filter({ hasText: 'Club Chairman' });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Club Chairman',
      'Geoff Barnes',
      '07700 900101',
      'chair@pac.example',
      // The actions cell: History, Edit and Delete (issue 19).
      'HistoryEditDelete',
    ]);

    // Delete asks first.
    await table
      .getByRole('row')
      .filter({ hasText: 'Club Chairman' })
      .getByRole('button', { name: 'Delete Club Chairman' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Club Chairman contact deleted.').waitFor();
    await table.getByText('Club Chairman').waitFor({ state: 'detached' });

    // Change Image: the dialog previews the current picture; the upload replaces it.
    const alt = 'The image shown on the Contact Us page';
    await page.getByRole('button', { name: 'Change Image' }).click();
    const change = page.getByRole('dialog', { name: 'Change Image' });
    const before = await change.getByRole('img', { name: alt }).getAttribute('src');
    await change.getByLabel(/^Image/).setInputFiles({
      name: 'clubhouse.jpg',
      mimeType: 'image/jpeg',
      buffer: await sceneImage('New clubhouse', 600, 400),
    });
    await change.getByRole('button', { name: 'Submit Image' }).click();
    await page.getByText('Contact page image changed.').waitFor();
    await change.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Change Image' }).click();
    await page.waitForFunction(
      ([text, old]) => {
        const img = document.querySelector<HTMLImageElement>(`[role="dialog"] img[alt="${text}"]`);
        return img !== null && img.src !== old && img.complete && img.naturalWidth === 600;
      },
      [alt, before] as const,
    );
    // Each upload takes a new name (the old picture stays for the history, issue 19).
    const src = await change.getByRole('img', { name: alt }).getAttribute('src');
    expect(src).toMatch(/contactImage%2F/);
    expect(src).not.toBe(before);
    await change.getByRole('button', { name: 'Cancel' }).click();

    expect(pageErrors).toEqual([]);
  });
});

// Issue 34, one source for a person: the Bailiff contact is linked to Tom Bream of the committee.
test.describe('A contact linked to a committee member', () => {
  test('shows the member’s new number on Contact Us once changed in Manage Committee', async ({
    openPage,
  }) => {
    const contact = () => adminDb().doc('contact/contact-bailiff').get();
    const before = (await contact()).data();
    expect(before).toMatchObject({ memberId: 'member-bailiff', phoneNumber: '07700 900105' });
    const { page, pageErrors } = await superAdminPage(openPage);
    await page.goto('/admin/manage-committee/member-bailiff');
    const number = page.getByLabel('Number');
    await expect.poll(() => number.inputValue()).toBe('07700 900105');
    await number.fill('07700 900555');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, "Tom Bream's details were saved.");

    // Manage Contacts and Contact Us show the new number; the contact itself was not edited.
    await page.goto('/admin/manage-contacts');
    await page
      .getByRole('row')
      .filter({ hasText: 'Bailiff (emergencies)' })
      .getByText('07700 900555')
      .waitFor();
    const visitor = await openPage();
    await visitor.page.goto('/contact-us');
    await visitor.page.getByText('07700 900555').waitFor();
    expect(await visitor.page.getByText('07700 900105').count()).toBe(0);
    expect((await contact()).data()).toEqual(before);
    expect(pageErrors).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });
});

// Issue 19: edit and Undo at both sizes. Each project edits its own seeded contact, so the phone
// and desktop runs do not meet.
test.describe('Edit Contact and Undo at both sizes', { tag: '@both' }, () => {
  test('a contact’s title edited with the form’s check, shown on Contact Us; Undo of the edit and of a delete', async ({
    openPage,
  }) => {
    const [id, title] =
      test.info().project.name === 'phone'
        ? ['contact-membership', 'Membership']
        : ['contact-matches', 'Match Bookings'];
    const changed = `${title} Desk`;
    const stored = () => adminDb().doc(`contact/${id}`).get();
    const seeded = (await stored()).data();
    const { page, pageErrors } = await superAdminPage(openPage);
    await page.goto('/admin/manage-contacts');
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contact' });
    const titleBox = dialog.getByRole('textbox', { name: 'Title' });
    expect(await titleBox.inputValue()).toBe(title);
    expect(await fitsWidth(page)).toBe(true);

    // The same check as when adding: an empty title gives its sentence and changes nothing.
    await titleBox.fill('');
    await dialog.getByRole('button', { name: /^Save/ }).click();
    await dialog.getByText('Enter a title.').waitFor();
    expect((await stored()).data()).toEqual(seeded);

    await titleBox.fill(changed);
    await dialog.getByRole('button', { name: /^Save/ }).click();
    await expectNotice(page, `${changed} contact saved.`);
    await dialog.waitFor({ state: 'detached' });
    expect((await stored()).get('title')).toBe(changed);
    const undo = await holdUndo(page);
    const visitor = await openPage();
    await visitor.page.goto('/contact-us');
    await visitor.page.getByText(changed, { exact: true }).waitFor();

    // Undo from the notice: the old title is back, on Contact Us too.
    await undo.click();
    await expectNotice(page, 'Undone: the previous version is back.');
    expect((await stored()).get('title')).toBe(title);
    await visitor.page.reload();
    await visitor.page.getByText(title, { exact: true }).waitFor();
    expect(await visitor.page.getByText(changed, { exact: true }).count()).toBe(0);

    // Deleted, then Undo from the notice: the contact is back on Contact Us.
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, `${title} contact deleted.`);
    expect((await stored()).exists).toBe(false);
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expectNotice(page, 'Undone: the previous version is back.');
    expect((await stored()).get('title')).toBe(title);
    await visitor.page.reload();
    await visitor.page.getByText(title, { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });
});
