import { CONTENT_ADMIN } from '../scripts/seed/demo-accounts';
import { REVIEW_PAGE_SIZE } from '../src/config/constants';
import { adminBucket, adminDb } from '../tests/support/emulators';
import { signInAs } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { expectNotice, holdUndo, rowWith, superAdminPage } from './support/admin-screens';
import { fitsWidth } from './support/page-ready';
import { expect, test } from './support/test';

test.afterAll(async () => {
  await restoreDemoClub();
});

const exists = async (path: string) => (await adminBucket().file(path).exists())[0];

test.describe('Manage Catches in Chromium', () => {
  test('the super admin previews, approves and deletes catches', async ({ openPage }) => {
    const { page, pageErrors } = await superAdminPage(openPage);
    await page.getByRole('link', { name: 'Manage Catches' }).click();
    await page.getByRole('heading', { name: 'Manage Catches' }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Catches');

    // Unchecked: the waiting catches (seed: every fifth), newest first.
    const toggle = page.getByRole('switch', { name: 'Show Approved' });
    expect(await toggle.isChecked()).toBe(false);
    const seeded = (await adminDb().doc('catches/catch-040').get()).data()!;
    const top = page.locator('tbody tr').first();
    await top.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(8);
    // The first cell holds the row's check box (select many, for a bulk delete).
    expect(await top.getByRole('cell').nth(3).textContent()).toBe(seeded.memberName);

    // The thumbnail opens "{member}'s Submission" with the full photo and the thumbnail.
    await top.getByRole('button', { name: /^Open the photo of/ }).click();
    const preview = page.getByRole('dialog', { name: `${seeded.memberName}'s Submission` });
    for (const name of [/^Full photo/, /^Thumbnail/]) {
      const img = preview.getByRole('img', { name });
      await img.waitFor();
      await page.waitForFunction(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        await img.elementHandle(),
      );
    }
    await preview.getByRole('button', { name: 'Close' }).click();

    // Approve: only isPublic changes; the catch leaves this list and joins the approved one.
    await top.getByRole('button', { name: /^Approve/ }).click();
    // The seed's catch-040 is heavier than its water's record: approving it asks again.
    const ask = page.getByRole('dialog', { name: 'Approve a record catch?' });
    await ask
      .getByText(/^This catch will become the .+ record for /)
      .first()
      .waitFor();
    await ask.getByRole('button', { name: 'Approve record' }).click();
    await expectNotice(page, /approved: it goes on the catches page/);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 7);
    // Written when the notice's Undo is gone, or, as here, on turning to another list.
    await toggle.click();
    await expect
      .poll(async () => (await adminDb().doc('catches/catch-040').get()).get('isPublic'), {
        timeout: 30_000,
      })
      .toBe(true);
    expect((await adminDb().doc('catches/catch-040').get()).data()).toEqual({
      ...seeded,
      isPublic: true,
      rev: 1, // recorded in the history (issue 19)
    });
    await page.getByRole('switch', { name: 'Hide Unapproved' }).waitFor();
    const approvedTop = page.locator('tbody tr').first();
    // 33 approved catches: the review list shows them a page at a time.
    await page.waitForFunction(
      (size) => document.querySelectorAll('tbody tr').length === size,
      REVIEW_PAGE_SIZE,
    );
    await page.getByRole('navigation', { name: 'Pages of catches' }).getByText('1–20').waitFor();
    await approvedTop.getByRole('cell', { name: seeded.memberName, exact: true }).waitFor();
    expect(await approvedTop.getByRole('button', { name: /^Approve/ }).count()).toBe(0);

    // Edit corrects the angler's name of an approved catch (issue 19), recorded in its history.
    await approvedTop.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Catch' });
    await edit.getByRole('textbox', { name: 'Member Name' }).fill('sean mcdonald');
    await edit.getByRole('button', { name: 'Save Catch' }).click();
    // Title case as typed, as the members' form does (docs/product-spec.md §5).
    await expectNotice(page, /Sean Mcdonald's .* saved\./);
    const edited = rowWith(page, 'Sean Mcdonald').first();
    await edited.waitFor();
    expect((await adminDb().doc('catches/catch-040').get()).get('memberName')).toBe(
      'Sean Mcdonald',
    );
    expect((await adminDb().doc('history/catches~catch-040@2').get()).get('kind')).toBe('edit');

    // Delete asks first and says it can be restored; Undo in the notice brings the catch back.
    await edited.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('dialog')
      .getByText(/You can restore it from Recently deleted for 90 days/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, /was deleted/);
    await edited.waitFor({ state: 'detached' });
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expectNotice(page, 'Undone: the previous version is back.');
    await rowWith(page, 'Sean Mcdonald').first().waitFor();
    expect((await adminDb().doc('catches/catch-040').get()).get('memberName')).toBe(
      'Sean Mcdonald',
    );

    // Deleted again, it leaves the list; its photo and thumbnail stay for the bin (90 days).
    await rowWith(page, 'Sean Mcdonald')
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, /was deleted/);
    await rowWith(page, 'Sean Mcdonald').first().waitFor({ state: 'detached' });
    expect((await adminDb().doc('catches/catch-040').get()).exists).toBe(false);
    expect(await exists('catches/catch-040')).toBe(true);
    expect(await exists('catchThumbs/catch-040')).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test(
    'the content admin (manageCatches) deletes two waiting catches at once on a phone',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      await signInAs(page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
      await page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
      await page.goto('/admin/manage-catches');
      await page.getByRole('switch', { name: 'Show Approved' }).waitFor();
      const cards = page.getByRole('list', { name: 'Catches' }).getByRole('listitem');
      await cards.first().waitFor();

      // Not approved with a reason the member will see (issue 34, point 6), then Undo: nothing
      // written; again, and it is written (recorded) once the list is left.
      const refused = (await adminDb().doc('catches/catch-025').get()).data()!;
      const refusedName = `${refused.memberName}'s ${refused.fishType}`;
      const notApprove = async () => {
        await page
          .getByRole('button', { name: `Not approve ${refusedName}` })
          .first()
          .click();
        const ask = page.getByRole('dialog', { name: `Not approve ${refusedName}?` });
        await ask.getByRole('button', { name: 'Not approve' }).click();
        await ask.getByText('Say why the catch is not approved').waitFor();
        await ask
          .getByRole('textbox', { name: 'Reason the member will see' })
          .fill('The photo does not show the fish.');
        await ask.getByRole('button', { name: 'Not approve' }).click();
        await expectNotice(page, `${refusedName} not approved: the member will see your reason.`);
      };
      const refusedButton = page.getByRole('button', { name: `Not approve ${refusedName}` });
      const refusedCard = cards.filter({ has: refusedButton });
      await notApprove();
      await refusedCard.waitFor({ state: 'detached' });
      await page.screenshot({ path: 'test-results/manage-catches-360.png' });
      await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
      await refusedCard.waitFor();
      await notApprove();
      await page.getByRole('switch', { name: 'Show Approved' }).click();
      await expect
        .poll(async () => (await adminDb().doc('catches/catch-025').get()).data(), {
          timeout: 30_000,
        })
        .toEqual({ ...refused, notApprovedReason: 'The photo does not show the fish.', rev: 1 });
      expect((await adminDb().doc('history/catches~catch-025@1').get()).get('kind')).toBe(
        'notApprove',
      );
      await page.getByRole('switch', { name: 'Hide Unapproved' }).click();
      await page.getByRole('switch', { name: 'Show Approved' }).waitFor();
      await cards.first().waitFor();
      // The list read again (the cached one may show first): the catch has left the queue.
      await expect.poll(() => refusedCard.count()).toBe(0);
      const selectedNames: string[] = [];
      const [first, second] = ['catch-035', 'catch-030'];
      for (const id of [first, second]) {
        const { memberName, fishType } = (await adminDb().doc(`catches/${id}`).get()).data()!;
        selectedNames.push(`${memberName}'s ${fishType}`);
        await page
          .getByRole('checkbox', { name: `Select ${memberName}'s ${fishType}` })
          .first()
          .check();
      }
      await page.getByRole('button', { name: 'Delete selected (2)' }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
      await confirm.getByText(/Delete these 2 catches and their photos\?/).waitFor();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expectNotice(page, '2 catches deleted.');
      // Each gone from the list (the desktop run may approve another waiting catch meanwhile).
      for (const name of selectedNames) {
        await page
          .getByRole('checkbox', { name: `Select ${name}` })
          .first()
          .waitFor({ state: 'detached' });
      }
      for (const id of [first, second]) {
        expect((await adminDb().doc(`catches/${id}`).get()).exists).toBe(false);
        // In the bin for 90 days: the files stay for a restore (issue 19).
        expect(await exists(`catches/${id}`)).toBe(true);
        expect(await exists(`catchThumbs/${id}`)).toBe(true);
      }
      expect(pageErrors).toEqual([]);
    },
  );
});

// Issue 19: edit and Undo at both sizes. Each project edits its own approved catch, so the phone
// and desktop runs do not meet.
test.describe('Edit Catch and Undo at both sizes', { tag: '@both' }, () => {
  test('an approved catch: its angler corrected, the public page follows; Undo puts it back', async ({
    openPage,
  }) => {
    const id = test.info().project.name === 'phone' ? 'catch-039' : 'catch-038';
    const newName = test.info().project.name === 'phone' ? 'Sean Mcdonald' : 'Sean Mcdowell';
    const seeded = (await adminDb().doc(`catches/${id}`).get()).data()!;
    expect(seeded.isPublic).toBe(true);
    const { page, pageErrors } = await superAdminPage(openPage, undefined, '/admin/manage-catches');
    await page.getByRole('switch', { name: 'Show Approved' }).click();
    const editButton = (name: string) =>
      page.getByRole('button', { name: `Edit ${name}'s ${seeded.fishType}` }).first();
    await editButton(seeded.memberName).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Catch' });
    const nameBox = dialog.getByRole('textbox', { name: 'Member Name' });
    expect(await nameBox.inputValue()).toBe(seeded.memberName);
    expect(await fitsWidth(page)).toBe(true);

    // The same check as when adding: an empty name gives its sentence and changes nothing.
    await nameBox.fill('');
    await dialog.getByRole('button', { name: 'Save Catch' }).click();
    await dialog.getByText('Enter the name.').waitFor();
    expect((await adminDb().doc(`catches/${id}`).get()).data()).toEqual(seeded);

    // Typed in lower case, stored in title case (docs/product-spec.md §5), and shown on the
    // catch's public page.
    await nameBox.fill(newName.toLowerCase());
    expect(await nameBox.inputValue()).toBe(newName);
    await dialog.getByRole('button', { name: 'Save Catch' }).click();
    await expectNotice(page, `${newName}'s ${seeded.fishType} saved.`);
    await dialog.waitFor({ state: 'detached' });
    expect((await adminDb().doc(`catches/${id}`).get()).get('memberName')).toBe(newName);
    const undo = await holdUndo(page);
    const visitor = await openPage();
    await visitor.page.goto(`/catches/${id}`);
    await visitor.page
      .getByRole('heading', { level: 2, name: new RegExp(`^${newName}'s`) })
      .waitFor();

    // Undo from the notice: the old name is back, in the back office and on the public page.
    await undo.click();
    await expectNotice(page, 'Undone: the previous version is back.');
    await editButton(seeded.memberName).waitFor();
    expect((await adminDb().doc(`catches/${id}`).get()).get('memberName')).toBe(seeded.memberName);
    await visitor.page.reload();
    await visitor.page
      .getByRole('heading', { level: 2, name: new RegExp(`^${seeded.memberName}'s`) })
      .waitFor();

    // Deleted, then Undo from the notice: the catch is back on its public page.
    await page
      .getByRole('button', { name: `Delete ${seeded.memberName}'s ${seeded.fishType}` })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, /was deleted/);
    expect((await adminDb().doc(`catches/${id}`).get()).exists).toBe(false);
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expectNotice(page, 'Undone: the previous version is back.');
    expect((await adminDb().doc(`catches/${id}`).get()).get('memberName')).toBe(seeded.memberName);
    await visitor.page.reload();
    await visitor.page
      .getByRole('heading', { level: 2, name: new RegExp(`^${seeded.memberName}'s`) })
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });
});
