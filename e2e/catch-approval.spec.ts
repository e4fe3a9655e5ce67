import sharp from 'sharp';
import { CONTENT_ADMIN } from '../scripts/seed/demo-accounts';
import { adminDb } from '../tests/support/emulators';
import { PHONE, signInAs } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { expectNotice, rowWith } from './support/admin-screens';
import { expect, test } from './support/test';

test.afterAll(async () => {
  await restoreDemoClub();
});

const MEMBER = 'Approval Tester';

test.describe('A catch from the public site, approved in Manage Catches', () => {
  test('is hidden until the admin approves it, then appears on /catches', async ({ openPage }) => {
    // A member submits a catch from a phone.
    const member = await openPage(PHONE);
    await member.page.goto('/catches');
    await member.page.getByRole('button', { name: 'Submit Yours!' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Submit Catch' });
    await dialog.getByRole('textbox', { name: 'Name' }).pressSequentially('approval tester');
    await dialog.getByRole('combobox', { name: /Location/ }).click();
    await member.page.getByRole('option', { name: 'Clay End' }).click();
    await dialog.getByRole('textbox', { name: 'Fish' }).pressSequentially('zander');
    await dialog.getByRole('textbox', { name: 'Lbs' }).fill('6');
    await dialog.getByRole('textbox', { name: 'Oz' }).fill('3');
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel('Picture')
      .setInputFiles({ name: 'zander.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await adminDb().collection('catches').where('memberName', '==', MEMBER).get();
    expect(stored.docs.map((d) => d.data().isPublic)).toEqual([false]);
    const id = stored.docs[0]!.id;

    // Not on the public list yet.
    await member.page.getByRole('searchbox', { name: 'Search' }).fill('approval');
    await member.page.getByText('No catches match your search.').waitFor();
    expect(member.pageErrors).toEqual([]);
    await member.context.close();

    // The catches admin finds it at the top of the waiting list and approves it.
    const admin = await openPage();
    await signInAs(admin.page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
    await admin.page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
    await admin.page.getByRole('link', { name: 'Manage Catches' }).click();
    const row = rowWith(admin.page, MEMBER);
    await row.waitFor();
    // The first cell holds the row's check box (select many, for a bulk delete).
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '',
      '1',
      MEMBER,
      'Clay End',
      'Zander',
      '6 lbs 3 oz',
      'N',
      'View ImageApproveHistoryEditDelete',
    ]);
    await row.getByRole('button', { name: /^Approve/ }).click();
    // The club's first zander: a record, so approving it asks again with the photo in view.
    const ask = admin.page.getByRole('dialog', { name: 'Approve a record catch?' });
    await ask
      .getByText('This catch will become the first club record for Zander: 6 lbs 3 oz.')
      .waitFor();
    await ask.getByRole('img', { name: `Full photo: Zander caught by ${MEMBER}` }).waitFor();
    await ask.getByRole('button', { name: 'Approve record' }).click();
    await expectNotice(admin.page, `${MEMBER}'s Zander is now on the catches page.`);
    await row.waitFor({ state: 'detached' });
    expect((await adminDb().doc(`catches/${id}`).get()).data()?.isPublic).toBe(true);
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();

    // A visitor now sees it first on /catches (the newest catch has the highest orderRank).
    const visitor = await openPage();
    await visitor.page.goto('/catches');
    await visitor.page.getByRole('heading', { name: 'Member Catches' }).waitFor();
    await visitor.page.getByRole('row').filter({ hasText: MEMBER }).first().waitFor();
    await visitor.page.getByRole('searchbox', { name: 'Search' }).fill('zander');
    const found = visitor.page.getByRole('row').filter({ hasText: MEMBER });
    await found.first().waitFor();
    expect(await found.first().textContent()).toContain('Clay End');
    expect(visitor.pageErrors).toEqual([]);
  });
});
