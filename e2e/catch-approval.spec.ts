import sharp from 'sharp';
import { CONTENT_ADMIN } from '../scripts/seed/demo-accounts';
import { adminDb } from '../tests/support/emulators';
import { PHONE, signInAs } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { approveFromQueue, rowWith } from './support/admin-screens';
import { waitForServiceWorker } from './offline-support/offline';
import { expect, test } from './support/test';

/** The catches Manage Catches lists as waiting, as stored. */
async function waitingCount() {
  const waiting = await adminDb()
    .collection('catches')
    .where('isPublic', '==', false)
    .where('photoStored', '==', true)
    .count()
    .get();
  return waiting.data().count;
}

/** The dashboard's sentence for that count. */
const waitingText = (count: number) =>
  count === 0
    ? 'No catches wait for review.'
    : `${count} ${count === 1 ? 'catch waits' : 'catches wait'} for review.`;

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

    // The catches admin has opened /catches on this device before: its service worker keeps
    // the public thumbnails it shows (for offline use).
    const admin = await openPage();
    await admin.page.goto('/catches');
    await admin.page.locator('main table tbody tr').first().waitFor();
    await waitForServiceWorker(admin.page);
    await admin.page.reload();
    const publicThumb = admin.page.locator('main table tbody tr img').first();
    await admin.page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await publicThumb.elementHandle(),
    );
    const publicThumbUrl = (await publicThumb.getAttribute('src'))!;
    expect(publicThumbUrl).toContain('catchThumbs%2F');

    // The catches admin finds it at the top of the waiting list and approves it.
    await signInAs(admin.page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
    await admin.page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
    // The dashboard says how many wait (issue 34), this one among them, on Manage Catches too.
    const toDo = admin.page.getByRole('region', { name: 'What needs doing' });
    await toDo.getByText(/for review\.$/).waitFor();
    const waiting = await waitingCount();
    expect(waiting).toBeGreaterThan(0);
    await toDo.getByText(waitingText(waiting), { exact: true }).waitFor();
    await admin.page
      .getByRole('navigation', { name: 'Admin areas' })
      .getByRole('link', { name: `Manage Catches ${waiting} waiting` })
      .click();
    const row = rowWith(admin.page, MEMBER);
    await row.waitFor();
    // The check box (select many, for a bulk delete), the thumbnail, when it was sent, then the
    // catch and its buttons (issue 34, point 6).
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(3)).toEqual([
      MEMBER,
      'Clay End',
      'Zander',
      '6 lb 3 oz',
      'ApproveNot approveHistoryEditDelete',
    ]);
    await expect(row.getByRole('button', { name: /^Open the photo of/ })).toBeVisible();
    await row.getByRole('button', { name: /^Approve/ }).click();
    // The club's first zander: a record, so approving it asks again with the photo in view.
    const ask = admin.page.getByRole('dialog', { name: 'Approve a record catch?' });
    await ask
      .getByText('This catch will become the first club record for Zander: 6 lb 3 oz.')
      .waitFor();
    for (const name of ['Full photo', 'Thumbnail']) {
      const img = ask.getByRole('img', { name: `${name}: Zander caught by ${MEMBER}` });
      await admin.page.waitForFunction(
        (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
        await img.elementHandle(),
      );
    }
    // Nothing of the pending catch is in the service worker's caches (issue 21), while the
    // public thumbnail seen before is.
    const cachedUrls = () =>
      admin.page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        }
        return urls;
      });
    await expect.poll(cachedUrls).toContain(publicThumbUrl);
    const pending = stored.docs[0]!.data();
    expect(pending.imgURL).toContain(`catches%2F${id}`);
    expect(pending.thumbURL).toContain(`catchThumbs%2F${id}`);
    expect(
      (await cachedUrls()).filter((url) => url.includes(`%2F${id}`) || url.includes(`/${id}`)),
    ).toEqual([]);
    await ask.getByRole('button', { name: 'Approve record' }).click();
    await row.waitFor({ state: 'detached' });
    await approveFromQueue(admin.page, `${MEMBER}'s Zander`, id);

    // Signing out drops the images cached while the admin was signed in (issue 21: nothing an
    // admin saw outlives the session on a shared device): the thumbnail cached above is gone.
    expect(await admin.page.evaluate(() => caches.keys())).toContain('storage-images');
    await admin.page.goto('/admin');
    await admin.page.getByText(waitingText(waiting - 1), { exact: true }).waitFor();
    await admin.page.getByRole('button', { name: 'Sign Out' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/');
    expect(await cachedUrls()).not.toContain(publicThumbUrl);
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
