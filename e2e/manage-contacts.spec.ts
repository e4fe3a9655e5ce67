import { sceneImage } from '../scripts/seed/images';
import { superAdminPage } from './support/admin-screens';
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
