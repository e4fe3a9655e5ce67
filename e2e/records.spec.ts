/**
 * Club records at phone size: a catches admin approves a catch heavier than the club's Tench
 * record in Manage Catches, and /records shows it as the record (overall, at its water and as
 * the angler's personal best); the page passes axe and does not scroll sideways.
 */
import type { Page } from '@playwright/test';
import { CONTENT_ADMIN } from '../scripts/seed/demo-accounts';
import { STORAGE_PATHS } from '../src/config/constants';
import { adminBucket, adminDb } from '../tests/support/emulators';
import { approveFromQueue } from './support/admin-screens';
import { DESKTOP, signInAs } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { fitsWidth, openLoaded } from './support/page-ready';

const SMALL_PHONE = { width: 360, height: 740 };
const MEMBER = 'Record Tester';

test.afterAll(() => restoreDemoClub());

/**
 * Gives catch `id` a photo and a thumbnail in the Storage emulator (a seeded catch's), as a
 * submission stores them: approving needs the admin server to have seen both (photoStored).
 */
async function storePhotos(id: string) {
  for (const path of [STORAGE_PATHS.catchPhoto, STORAGE_PATHS.catchThumb]) {
    const [bytes] = await adminBucket().file(path('catch-001')).download();
    await adminBucket().file(path(id)).save(bytes, { contentType: 'image/jpeg' });
  }
}

const speciesTable = (page: Page) => page.getByRole('table', { name: 'Club records by species' });

test.describe('club records on a phone', () => {
  test(
    'a heavier catch approved in Manage Catches becomes the record on /records',
    { tag: '@phone' },
    async ({ openPage }) => {
      // A finished catch waiting for approval: an 11 lb 2 oz tench, above any the demo club holds,
      // with a real photo (a seeded catch's, in the Storage emulator).
      const photoURL = (await adminDb().doc('catches/catch-001').get()).get('imgURL') as string;
      await adminDb()
        .doc('catches/record-tench')
        .set({
          memberName: MEMBER,
          fishType: 'Tench',
          catchLocation: 'Warrens Green',
          fishLbs: 11,
          fishOz: 2,
          weightOz: 178,
          isPublic: false,
          imgURL: photoURL,
          orderRank: Date.now() * 1000,
        });
      await storePhotos('record-tench');

      // Before: the seed's records, none of them this member's.
      const visitor = await openPage(SMALL_PHONE);
      await openLoaded(visitor.page, '/records');
      const before = speciesTable(visitor.page).getByRole('row').filter({ hasText: 'Tench' });
      await before.waitFor();
      expect(await before.textContent()).not.toContain(MEMBER);

      // The catches admin approves it on a phone.
      const admin = await openPage(SMALL_PHONE);
      await signInAs(admin.page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
      await admin.page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
      await admin.page.goto('/admin/manage-catches');
      // On a phone the list is a stack of cards; the button is named after the catch.
      await admin.page
        .getByRole('button', { name: `Approve ${MEMBER}'s Tench`, exact: true })
        .click();
      // A record: it says which, from what to what, with the photo, and asks again.
      const ask = admin.page.getByRole('dialog', { name: 'Approve a record catch?' });
      await ask
        .getByText(
          /^This catch will become the club record for Tench: \d+ lb \d+ oz → 11 lb 2 oz\.$/,
        )
        .waitFor();
      // The back office shows a pending photo from the bytes it read with the admin's credentials
      // (an object URL, kept out of the service worker's cache): the stored photo itself.
      const shown = await ask
        .getByRole('img', { name: `Full photo: Tench caught by ${MEMBER}` })
        .getAttribute('src');
      expect(shown).toMatch(/^blob:/);
      // The page may not fetch its object URLs (CSP connect-src): the pictures are compared by size.
      const sizes = await admin.page.evaluate(
        async ([shownUrl, storedUrl]) => {
          const load = (url: string) =>
            new Promise<string>((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
              image.onerror = () => reject(new Error(`${url} did not load`));
              image.src = url;
            });
          return Promise.all([load(shownUrl), load(storedUrl)]);
        },
        [shown!, photoURL] as const,
      );
      expect(sizes[0]).toBe(sizes[1]);
      expect(await fitsWidth(admin.page)).toBe(true);
      await ask.getByRole('button', { name: 'Approve record' }).click();
      await approveFromQueue(admin.page, `${MEMBER}'s Tench`, 'record-tench');
      expect(admin.pageErrors).toEqual([]);

      // After: the club's Tench record, the record at Warrens Green, and the angler's best.
      await openLoaded(visitor.page, '/records');
      const tench = speciesTable(visitor.page).getByRole('row').filter({ hasText: MEMBER });
      await tench.waitFor();
      expect(await tench.getByRole('cell').allTextContents()).toEqual([
        'Tench',
        '11 lb 2 oz',
        `${MEMBER}Warrens Green`,
      ]);
      await visitor.page.getByLabel('Water').selectOption('Warrens Green');
      await visitor.page
        .getByRole('table', { name: 'Records at Warrens Green' })
        .getByRole('row')
        .filter({ hasText: MEMBER })
        .waitFor();
      await visitor.page.getByLabel('Angler').selectOption(MEMBER);
      const bests = visitor.page.getByRole('table', { name: `${MEMBER}’s personal bests` });
      await bests.waitFor();
      expect(await bests.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
        'Tench',
        '11 lb 2 oz',
        'Warrens Green',
      ]);

      expect(await fitsWidth(visitor.page)).toBe(true);
      expect(await seriousViolations(visitor.page)).toEqual([]);
      expect(visitor.pageErrors).toEqual([]);
    },
  );

  test('on a desktop, a record catch is approved only after a second look at its photo', async ({
    openPage,
  }) => {
    // A waiting 40 lb common carp at Weston, above any the demo club holds, with a real photo
    // (a seeded catch's, in the Storage emulator).
    const photo = (await adminDb().doc('catches/catch-001').get()).data()!;
    await adminDb()
      .doc('catches/record-carp')
      .set({
        memberName: 'Carp Tester',
        fishType: 'Common Carp',
        catchLocation: 'Weston',
        fishLbs: 40,
        fishOz: 0,
        weightOz: 640,
        isPublic: false,
        imgURL: photo.imgURL,
        thumbURL: photo.thumbURL,
        orderRank: Date.now() * 1000,
      });
    await storePhotos('record-carp');
    const admin = await openPage(DESKTOP);
    await signInAs(admin.page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
    await admin.page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
    await admin.page.goto('/admin/manage-catches');
    await admin.page
      .getByRole('button', { name: "Approve Carp Tester's Common Carp", exact: true })
      .click();
    const ask = admin.page.getByRole('dialog', { name: 'Approve a record catch?' });
    await ask
      .getByText(/^This catch will become the club record for Common Carp: .+ → 40 lb 0 oz\.$/)
      .waitFor();
    await ask
      .getByText(/^This catch will become the Weston record for Common Carp: .+ → 40 lb 0 oz\.$/)
      .waitFor();
    await ask.getByText('Common Carp, 40 lb 0 oz, caught at Weston by Carp Tester.').waitFor();
    const img = ask.getByRole('img', { name: 'Full photo: Common Carp caught by Carp Tester' });
    await admin.page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    );

    // Cancelled: nothing changes. Asked again and confirmed: approved.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect((await adminDb().doc('catches/record-carp').get()).data()?.isPublic).toBe(false);
    await admin.page
      .getByRole('button', { name: "Approve Carp Tester's Common Carp", exact: true })
      .click();
    await ask.getByRole('button', { name: 'Approve record' }).click();
    await approveFromQueue(admin.page, "Carp Tester's Common Carp", 'record-carp');
    expect(await seriousViolations(admin.page)).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
  });
});
