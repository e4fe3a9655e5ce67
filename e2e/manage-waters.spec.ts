import type { Page } from '@playwright/test';
import { sceneImage } from '../scripts/seed/images';
import { PHONE } from './support/browser';
import { adminDb } from '../tests/support/emulators';
import { superAdminPage } from './support/admin-screens';
import { seriousViolations } from './support/axe';
import { restoreDemoClub } from './support/demo-data';
import { expect, test } from './support/test';

test.afterAll(async () => {
  await restoreDemoClub();
});

/** The texts of a tab's entries, in page order (the list's Text column). */
function entryTexts(page: Page) {
  return page
    .getByRole('tabpanel')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLTableRowElement).cells[2]?.textContent));
}

/** The list row (a table row, or a card on a phone) of "{water} entry {n}", found by its image. */
function entry(page: Page, name: string) {
  const image = page.getByRole('img', { name: `Image of ${name}` });
  return page.locator('tbody tr, li').filter({ has: image });
}

async function imageLoaded(page: Page, name: string) {
  await page.waitForFunction((alt) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
    return img !== null && img.complete && img.naturalWidth > 0;
  }, name);
}

test.describe('Manage Waters as the super admin', () => {
  test('adds, edits, moves and deletes an entry, to Recently deleted with its image', async ({
    openPage,
  }) => {
    const { page, pageErrors } = await superAdminPage(openPage);
    await page.getByRole('link', { name: 'Manage Waters' }).click();
    await page.getByRole('heading', { name: 'Manage Waters' }).waitFor();
    expect(await page.title()).toBe('PAC - Manage Waters');

    // Weston first, in pagePosition order (the seed stores them out of order).
    await entry(page, 'Weston entry 2').waitFor();
    expect(await entryTexts(page)).toEqual([
      expect.stringContaining('car park bank'),
      expect.stringContaining('6-acre mixed fishery'),
    ]);

    await page.getByRole('tab', { name: 'Clay End' }).click();
    await entry(page, 'Clay End entry 1').waitFor();
    const seeded = await entryTexts(page);

    // Add.
    await page.getByRole('button', { name: 'Add Entry' }).click();
    const add = page.getByRole('dialog', { name: 'Add Clay End Entry' });
    // The articles' rich-text editor (issue 34): bold typed with its shortcut, not as tags.
    await add.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('A new swim on the ');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type('north bank');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type('.');
    await add.getByLabel('Image').setInputFiles({
      name: 'north-bank.jpg',
      mimeType: 'image/jpeg',
      buffer: await sceneImage('North bank', 600, 400),
    });
    // As a volunteer does: the picture is prepared (its preview shows) before the form is sent.
    await add.getByRole('img', { name: /^Preview of/ }).waitFor();
    await add.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByText('Clay End entry saved.').waitFor();
    const last = `Clay End entry ${seeded.length + 1}`;
    const added = entry(page, last);
    await added.getByText('A new swim on the north bank.').waitFor();
    await imageLoaded(page, `Image of ${last}`);
    // Stored HTML is shown as formatting, not as tags.
    expect(await added.locator('strong').textContent()).toBe('north bank');

    // Edit: new text and a new image.
    const oldImage = (await added.getByRole('img').getAttribute('src'))!;
    await added.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Clay End Entry' });
    const editor = edit.getByRole('textbox', { name: 'Text' });
    await editor.locator('strong', { hasText: 'north bank' }).waitFor();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('The north bank swim, now with a platform.');
    await edit.getByLabel(/Replace image/).setInputFiles({
      name: 'platform.jpg',
      mimeType: 'image/jpeg',
      buffer: await sceneImage('Platform', 640, 400),
    });
    // The new picture's preview (a data URL), not the current picture's.
    await edit.locator('img[src^="data:"]').waitFor();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await added.getByText('The north bank swim, now with a platform.').waitFor();
    await page.waitForFunction(
      ([alt, old]) => {
        const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
        return img !== null && img.src !== old && img.complete && img.naturalWidth === 640;
      },
      [`Image of ${last}`, oldImage] as const,
    );

    // Move up: it swaps places with the entry above it.
    await added.getByRole('button', { name: /^Move up/ }).click();
    await page.getByText('Clay End entry moved up.').waitFor();
    const moved = entry(page, `Clay End entry ${seeded.length}`);
    await moved.getByText('The north bank swim, now with a platform.').waitFor();
    expect(await entryTexts(page)).toEqual([
      ...seeded.slice(0, -1),
      'The north bank swim, now with a platform.',
      seeded.at(-1),
    ]);

    // Its image removed (issue 34): the entry stays, without a picture; the file stays for History.
    const imageUrl = (await moved.getByRole('img').getAttribute('src'))!;
    await moved.getByRole('button', { name: /^Edit/ }).click();
    await edit.getByLabel('Remove the image (the entry stays)').check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Clay End entry saved.').first().waitFor();
    const kept = page
      .locator('tbody tr')
      .filter({ hasText: 'The north bank swim, now with a platform.' });
    await kept.getByRole('img').waitFor({ state: 'detached' });
    await kept.waitFor();
    const stored = await adminDb().collection('waters/clayEnd/clayEndData').get();
    expect(
      stored.docs.find((d) => String(d.data().text).includes('now with a platform'))?.data().imgUrl,
    ).toBe('');

    // Delete asks first, saying it can be restored; the entry goes, its image stays for the bin.
    expect((await fetch(imageUrl)).status).toBe(200);
    await kept.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText(/restore it from Recently deleted for 90 days/).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Clay End entry deleted.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await page
      .getByText('The north bank swim, now with a platform.')
      .waitFor({ state: 'detached' });
    expect(await entryTexts(page)).toEqual(seeded);
    expect((await fetch(imageUrl)).status).toBe(200);

    expect(pageErrors).toEqual([]);
  });

  test(
    'closes a water on a phone: closed on its page, the list, home and its matches; reopens',
    { tag: '@phone' },
    async ({ openPage }) => {
      const { page, pageErrors } = await superAdminPage(openPage, PHONE);
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
      await page.goto('/admin/manage-waters');
      await entry(page, 'Weston entry 1').waitFor();
      const panel = page.getByRole('tabpanel');
      await panel.locator('[data-water-status="open"]').waitFor();

      // Two taps: Close, then the dialog's Close Weston (the first reason offered: Flooding).
      await panel.getByRole('button', { name: 'Close', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Close Weston' })
        .getByRole('button', { name: 'Close Weston' })
        .click();
      await page.getByText('Weston is now closed. Members are being emailed.').waitFor();
      await panel.locator('[data-water-status="closed"]').waitFor();
      await fits();
      expect(await seriousViolations(page)).toEqual([]);
      // The admin server queued the members' emails for this change (docs/email.md).
      const emails = await adminDb()
        .collection('mailOutbox')
        .where('kind', '==', 'waterStatus')
        .get();
      expect(emails.docs.map((d) => d.get('subject'))).toContain(
        'Weston is closed until further notice',
      );

      await page.goto('/waters/weston');
      const notice = page.getByRole('alert').filter({ hasText: 'Weston: Closed.' });
      await expect(notice).toContainText('Flooding');
      await page.getByRole('heading', { name: 'Finding it' }).waitFor();
      await page.getByText('ME3 8LQ').waitFor();
      await page.getByRole('link', { name: 'join the club', exact: true }).waitFor();
      await page.getByRole('link', { name: 'a day ticket for Weston' }).waitFor();
      await page.getByRole('table', { name: 'Records at Weston' }).waitFor();
      await fits();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/waters');
      const westonCard = page.getByRole('link', { name: /^Weston/ });
      await expect(westonCard.locator('[data-water-status]')).toHaveText('Closed');
      await expect(
        page.getByRole('link', { name: /^Clay End/ }).locator('[data-water-status]'),
      ).toHaveText(/^Restricted until/);

      await page.goto('/');
      const glance = page.getByRole('region', { name: 'Our waters today' });
      await expect(glance.getByRole('listitem').filter({ hasText: 'Weston' })).toContainText(
        'ClosedFlooding',
      );
      await fits();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/matches');
      const westonMatch = page.locator('tbody tr').filter({ hasText: 'Weston' }).first();
      await expect(westonMatch.locator('[data-water-status="closed"]')).toHaveText('Closed');
      await westonMatch.getByRole('link').click();
      await expect(page.getByText(/^Weston: Closed/)).toContainText('Flooding.');

      // Reopen: Open, then Open Weston; every page says so again.
      await page.goto('/admin/manage-waters');
      await panel.getByRole('button', { name: 'Open', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Open Weston?' })
        .getByRole('button', { name: 'Open Weston' })
        .click();
      await page.getByText('Weston is open again.').waitFor();
      await page.goto('/waters/weston');
      await page.locator('[data-water-status="open"]').waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    },
  );
});
