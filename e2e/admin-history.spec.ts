/**
 * History and the bin beyond articles (issue 19): an earlier version of the rules text put back,
 * the old home picture put back, and a deleted water entry restored from Recently deleted, each
 * seen on the public site, at both sizes. The phone and desktop runs share one database, one after
 * the other: each makes its own change (its own texts, picture and water), and waits for what it
 * did itself rather than for what the other run left.
 */
import type { Page } from '@playwright/test';
import { sceneImage } from '../scripts/seed/images';
import { WATERS } from '../src/config/waters';
import { adminDb } from '../tests/support/emulators';
import { expectNotice, superAdminPage } from './support/admin-screens';
import { restoreDemoClub } from './support/demo-data';
import { expect, test } from './support/test';

const [WESTON, , CLAY_END] = WATERS;

test.afterAll(async () => {
  await restoreDemoClub();
});

async function storedContent() {
  return (await adminDb().doc('content/main').get()).data()!;
}

/** Empties the rich-text editor labelled `label` and types `text` in it. */
async function typeInEditor(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

/** Opens the History of the shown editor and puts back the version before its latest change. */
async function putBackBeforeLatest(page: Page, historyOf: string) {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `History of ${historyOf}` });
  const putBack = dialog.getByRole('button', { name: /^Put back the version before/ });
  await putBack.first().waitFor();
  // An earlier run (the other viewport's) may have put back a version already: this one's is one
  // more "Restored by" in the list.
  const restores = dialog.getByText(/^Restored by /);
  const before = await restores.count();
  await putBack.first().click();
  // The put-back is itself a change: it heads the list (the notice sits behind the dialog).
  await expect.poll(() => restores.count()).toBe(before + 1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test.describe('History and Recently deleted', () => {
  test(
    'puts back an earlier version of the rules text, on the public Rules page too',
    { tag: '@both' },
    async ({ openPage }, testInfo) => {
      // Texts of this run's own (the two projects run in turn on the same data).
      const earlier = `Earlier rules of the ${testInfo.project.name} run.`;
      const later = `Later rules of the ${testInfo.project.name} run.`;
      const { page, pageErrors } = await superAdminPage(
        openPage,
        undefined,
        '/admin/manage-content',
      );
      await page.getByRole('tab', { name: 'Rules' }).click();
      for (const text of [earlier, later]) {
        await typeInEditor(page, 'Rules Text', text);
        await page.getByRole('button', { name: 'Save Rules' }).click();
        await expect.poll(async () => (await storedContent()).rulesText).toBe(`<p>${text}</p>`);
        // The screen has finished its save (its notice) before the next edit: on a loaded
        // machine, text typed while it settles went nowhere.
        await page.getByRole('status').filter({ hasText: 'The rules were saved' }).last().waitFor();
      }
      // The notice of the save offers Undo (issue 19).
      await page.getByRole('status').getByRole('button', { name: 'Undo' }).last().waitFor();

      await putBackBeforeLatest(page, 'the rules');
      expect((await storedContent()).rulesText).toBe(`<p>${earlier}</p>`);
      const visitor = await openPage();
      await visitor.page.goto('/rules');
      await visitor.page.locator('main').getByText(earlier).waitFor();
      expect(await visitor.page.locator('main').getByText(later).count()).toBe(0);
      await visitor.context.close();
      expect(pageErrors).toEqual([]);
    },
  );

  test(
    'puts back the old home picture from the home page history',
    { tag: '@both' },
    async ({ openPage }, testInfo) => {
      // Whatever picture this run starts from (the other run put its own back) is the one to
      // bring back; the new one is this run's own.
      const old = String((await storedContent()).homeImage);
      const { page, pageErrors } = await superAdminPage(
        openPage,
        undefined,
        '/admin/manage-content',
      );
      await page.getByRole('heading', { name: 'Manage Content' }).waitFor();
      await page.getByLabel('Picture').setInputFiles({
        name: `new-home-${testInfo.project.name}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sceneImage(`New home picture (${testInfo.project.name})`, 1600, 900),
      });
      // The prepared picture replaces the stored one in the preview.
      const preview = page.getByRole('img', { name: 'The current home page picture' });
      await expect.poll(() => preview.getAttribute('src')).toMatch(/^(blob|data):/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectNotice(page, 'The home page was saved.');
      await expect.poll(async () => (await storedContent()).homeImage).not.toBe(old);

      await putBackBeforeLatest(page, 'the home page');
      expect((await storedContent()).homeImage).toBe(old);
      const visitor = await openPage();
      await visitor.page.goto('/');
      const banner = visitor.page.getByRole('img', { name: 'Priory Angling Club waters' });
      await expect.poll(() => banner.getAttribute('src')).toBe(old);
      expect(await banner.evaluate((img: HTMLImageElement) => img.decode().then(() => true))).toBe(
        true,
      );
      await visitor.context.close();
      expect(pageErrors).toEqual([]);
    },
  );

  test(
    'a deleted water entry comes back from Recently deleted, with its picture',
    { tag: '@both' },
    async ({ openPage }, testInfo) => {
      // Each run deletes and restores an entry of its own water.
      const water = testInfo.project.name === 'phone' ? WESTON : CLAY_END;
      const { page, pageErrors } = await superAdminPage(
        openPage,
        undefined,
        `/admin/manage-waters?tab=${water.slug}`,
      );
      const image = page.getByRole('img', { name: `Image of ${water.name} entry 1` });
      await image.waitFor();
      const src = (await image.getAttribute('src'))!;
      const entry = page.locator('tbody tr, li').filter({ has: image });
      const text = (await entry.locator('p').first().textContent())!.trim();
      await entry.getByRole('button', { name: /^Delete/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
      await confirm.getByText(/restore it from Recently deleted for 90 days/).waitFor();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expectNotice(page, `${water.name} entry deleted.`);
      await page.getByRole('status').getByRole('button', { name: 'Undo' }).waitFor();
      // The entries below move up a place: the deleted one's picture is what leaves the list.
      await page.locator(`img[src="${src}"]`).waitFor({ state: 'detached' });

      const visitor = await openPage();
      await visitor.page.goto(`/waters/${water.slug}`);
      await visitor.page.locator('main img').first().waitFor();
      expect(await visitor.page.locator(`main img[src="${src}"]`).count()).toBe(0);

      await page.goto('/admin/recently-deleted');
      // This entry's row: its picture is the deleted entry's own.
      const binned = page
        .locator('tbody tr, li')
        .filter({ has: page.locator(`img[src="${src}"]`) });
      await binned.getByRole('img', { name: `Picture of ${water.name} entry` }).waitFor();
      await binned.getByRole('button', { name: /^Restore/ }).click();
      await expectNotice(page, `${water.name} entry was restored.`);
      await binned.waitFor({ state: 'detached' });

      await visitor.page.reload();
      const back = visitor.page.locator(`main img[src="${src}"]`);
      await back.waitFor();
      expect(await back.evaluate((img: HTMLImageElement) => img.decode().then(() => true))).toBe(
        true,
      );
      await visitor.page.locator('main').getByText(text.slice(0, 40)).first().waitFor();
      await visitor.context.close();
      expect(pageErrors).toEqual([]);
    },
  );
});
