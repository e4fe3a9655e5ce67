import { CONTENT_ADMIN } from '../scripts/seed/demo-accounts';
import { REVIEW_PAGE_SIZE } from '../src/config/constants';
import { adminBucket, adminDb } from '../tests/support/emulators';
import { signInAs } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { expectNotice, superAdminPage } from './support/admin-screens';
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
    expect(await top.getByRole('cell').nth(2).textContent()).toBe(seeded.memberName);
    expect(await top.getByRole('cell').nth(6).textContent()).toBe('N');

    // View Image opens "{member}'s Submission" with the full photo and the thumbnail.
    await top.getByRole('button', { name: /^View Image/ }).click();
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
    await expectNotice(page, /is now on the catches page/);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 7);
    expect((await adminDb().doc('catches/catch-040').get()).data()).toEqual({
      ...seeded,
      isPublic: true,
    });
    await toggle.click();
    await page.getByRole('switch', { name: 'Hide Unapproved' }).waitFor();
    const approvedTop = page.locator('tbody tr').first();
    // 33 approved catches: the review list shows them a page at a time.
    await page.waitForFunction(
      (size) => document.querySelectorAll('tbody tr').length === size,
      REVIEW_PAGE_SIZE,
    );
    await page.getByRole('navigation', { name: 'Pages of catches' }).getByText('1–20').waitFor();
    expect(await approvedTop.getByRole('cell').nth(1).textContent()).toBe(seeded.memberName);
    expect(await approvedTop.getByRole('cell').nth(5).textContent()).toBe('Y');
    expect(await approvedTop.getByRole('button', { name: /^Approve/ }).count()).toBe(0);

    // Delete asks first, then removes the record, its photo and its thumbnail.
    await approvedTop.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, /was deleted/);
    // 32 left: the next one moves up, and the page stays full.
    await approvedTop.getByRole('cell', { name: seeded.memberName }).waitFor({ state: 'detached' });
    expect((await adminDb().doc('catches/catch-040').get()).exists).toBe(false);
    expect(await exists('catches/catch-040')).toBe(false);
    expect(await exists('catchThumbs/catch-040')).toBe(false);
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
      const before = await cards.count();
      const [first, second] = ['catch-035', 'catch-030'];
      for (const id of [first, second]) {
        const { memberName, fishType } = (await adminDb().doc(`catches/${id}`).get()).data()!;
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
      await page.waitForFunction(
        (count) => document.querySelectorAll('ul[aria-label="Catches"] > li').length === count,
        before - 2,
      );
      for (const id of [first, second]) {
        expect((await adminDb().doc(`catches/${id}`).get()).exists).toBe(false);
        expect(await exists(`catches/${id}`)).toBe(false);
        expect(await exists(`catchThumbs/${id}`)).toBe(false);
      }
      expect(pageErrors).toEqual([]);
    },
  );
});
