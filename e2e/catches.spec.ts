import type { Page } from '@playwright/test';
import { demoCatches } from '../scripts/seed/data';
import { weightText } from '../src/features/catches/weight-text';
import { PHONE } from './support/browser';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

// The seeded demo club: 40 catches, every fifth unapproved.
const approved = demoCatches(40)
  .filter((c) => c.isPublic)
  .sort((a, b) => b.orderRank - a.orderRank);

/**
 * Catch documents the page reads from Firestore: rows of query answers, plus one per count (an
 * aggregation is billed as one read per 1,000 index entries). Other collections (the navbar's
 * social links) are not counted here.
 */
function countReads(page: Page): { documents: number } {
  const reads = { documents: 0 };
  page.on('response', async (response) => {
    const url = response.url();
    const body = response.request().postData() ?? '';
    if (!body.includes('"collectionId":"catches"')) return;
    if (url.includes(':runAggregationQuery')) reads.documents += 1;
    if (!url.includes(':runQuery')) return;
    const rows = (await response.json().catch(() => [])) as { document?: unknown }[];
    reads.documents += rows.filter((row) => row.document).length;
  });
  return reads;
}

/**
 * Requests for photos at more than thumbnail size: the photo (catches/{id}) or one of its variants
 * (catchPhotoVariants/{id}/{n}, from Storage or the site's own /media/), as opposed to thumbnails
 * (catchThumbs/{id}).
 */
function fullPhotoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/o\/(catches|catchPhotoVariants)%2F|\/media\/catchPhotoVariants\//.test(request.url()))
      urls.push(request.url());
  });
  return urls;
}

/** The pager's words: no total is read, so while more catches follow it says "more than". */
const pagerText = (first: number, last: number, total: number) =>
  `${first}–${last} of ${total > last ? `more than ${last}` : total}`;

const rowNames = (page: Page) => page.locator('table tbody tr td:nth-child(3)').allTextContents();

test.describe('Member Catches on a desktop', () => {
  test('lists one page of approved catches, newest first, reading about one page of documents', async ({
    page,
    pageErrors,
  }) => {
    const reads = countReads(page);
    const fullPhotos = fullPhotoRequests(page);
    await page.goto('/catches');
    await page.getByRole('heading', { level: 1, name: 'Member Catches' }).waitFor();
    await page.getByRole('button', { name: 'Submit Yours!' }).waitFor();
    await page.getByText(pagerText(1, 10, 32)).waitFor();

    expect(await page.locator('table thead th').allTextContents()).toEqual([
      'Photo',
      'Catch Location',
      'Member Name',
      'Fish Type',
      'Fish Weight',
    ]);
    await expect.poll(() => rowNames(page)).toEqual(approved.slice(0, 10).map((c) => c.memberName));
    const noWeight = approved.findIndex((c) => c.fishLbs === undefined);
    expect(noWeight).toBeLessThan(10);
    expect(await page.locator('table tbody tr').nth(noWeight).textContent()).toContain(
      'Not Provided',
    );
    const first = approved[0]!;
    expect(await page.locator('table tbody tr').first().textContent()).toContain(
      weightText(first.fishLbs, first.fishOz),
    );

    const thumb = page.locator('table tbody img').first();
    expect(await thumb.getAttribute('loading')).toBe('lazy');
    expect(await thumb.getAttribute('src')).toContain('catchThumbs%2F');
    await page.waitForLoadState('networkidle');
    expect(reads.documents).toBeLessThanOrEqual(10 + 5);
    expect(fullPhotos).toEqual([]);
    expect(await page.title()).toBe('Priory Angling Club - Catches');
    expect(pageErrors).toEqual([]);
  });

  test('pages forward, back, and shows All', async ({ page }) => {
    await page.goto('/catches');
    await page.getByText(pagerText(1, 10, 32)).waitFor();
    const reads = countReads(page);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText(pagerText(11, 20, 32)).waitFor();
    await expect
      .poll(() => rowNames(page))
      .toEqual(approved.slice(10, 20).map((c) => c.memberName));
    await page.waitForLoadState('networkidle');
    expect(reads.documents).toBeLessThanOrEqual(10 + 5);

    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await page.getByText(pagerText(1, 10, 32)).waitFor();

    const rowsPerPage = page.getByRole('combobox', { name: /Rows per page/ });
    expect(await rowsPerPage.locator('option').allTextContents()).toEqual(['5', '10', '25', 'All']);
    await rowsPerPage.selectOption('5');
    await page.getByText(pagerText(1, 5, 32)).waitFor();
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(5);

    await rowsPerPage.selectOption({ label: 'All' });
    await page.getByText(pagerText(1, 32, 32)).waitFor();
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(32);
  });

  test('searches by fish, member or water, case-insensitively, reading one page', async ({
    page,
  }) => {
    await page.goto('/catches');
    await page.getByText(pagerText(1, 10, 32)).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search' });

    const tench = approved.filter((c) => c.fishType === 'Tench');
    const reads = countReads(page);
    await search.fill('TENCH');
    await page.getByText(pagerText(1, tench.length, tench.length)).waitFor();
    await expect
      .poll(() => page.locator('table tbody td:nth-child(4)').allTextContents())
      .toEqual(tench.map(() => 'Tench'));
    await page.waitForLoadState('networkidle');
    expect(reads.documents).toBeLessThanOrEqual(10 + 5);

    const clayEnd = approved.filter((c) => c.catchLocation === 'Clay End');
    await search.fill('clay');
    await page.getByText(pagerText(1, 10, clayEnd.length)).waitFor();
    await expect.poll(() => rowNames(page)).toEqual(clayEnd.slice(0, 10).map((c) => c.memberName));

    const surname = approved[0]!.memberName.split(' ')[1]!;
    const members = approved.filter((c) => c.memberName.split(' ')[1] === surname);
    await search.fill(surname.slice(0, 4).toLowerCase());
    await expect.poll(() => rowNames(page)).toEqual(members.slice(0, 10).map((c) => c.memberName));

    await search.fill('zander');
    await page.getByText('No catches match your search.').waitFor();
  });

  test('opens the full photo in a zoom dialog, loading it only then', async ({
    page,
    pageErrors,
  }) => {
    const fullPhotos = fullPhotoRequests(page);
    await page.goto('/catches');
    await page.getByText(pagerText(1, 10, 32)).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fullPhotos).toEqual([]);

    const first = approved[0]!;
    await page
      .getByRole('button', { name: `Enlarge the photo of ${first.memberName}'s ${first.fishType}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `${first.memberName} - ${first.fishType}` });
    await dialog.waitFor();
    const photo = dialog.getByRole('img');
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(400);
    // One picture, of this catch: a variant at the dialog's width where the photo has them.
    expect(fullPhotos).toHaveLength(1);
    expect(fullPhotos[0]).toMatch(
      new RegExp(
        `(catches|catchPhotoVariants)(%2F|/)${'catch-' + String(first.orderRank).padStart(3, '0')}\\b`,
      ),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });
});

test.describe('Member Catches on a phone', () => {
  test(
    'stacks each catch as a card, without sideways scrolling, and zooms a photo',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      const reads = countReads(page);
      await page.goto('/catches');
      await page.getByRole('heading', { level: 1, name: 'Member Catches' }).waitFor();
      await page.getByText(pagerText(1, 10, 32)).waitFor();
      const rows = page.locator('table tbody tr');
      await expect.poll(() => rows.count()).toBe(10);
      expect(await rows.first().textContent()).toContain(approved[0]!.memberName);
      // Stacked: the photo sits beside the member's name, and the details sit one under another.
      const photo = (await rows.first().locator('td').nth(0).boundingBox())!;
      const member = (await rows.first().locator('td').nth(2).boundingBox())!;
      const water = (await rows.first().locator('td').nth(1).boundingBox())!;
      expect(member.x).toBeGreaterThanOrEqual(photo.x + photo.width);
      expect(water.y).toBeGreaterThan(member.y);
      // The header row is kept for screen readers but takes no room.
      expect((await page.locator('table thead').boundingBox())!.height).toBeLessThanOrEqual(1);
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.waitForLoadState('networkidle');
      expect(reads.documents).toBeLessThanOrEqual(10 + 5);

      await page.getByRole('searchbox', { name: 'Search' }).fill('weston');
      const weston = approved.filter((c) => c.catchLocation === 'Weston');
      await page.getByText(pagerText(1, 10, weston.length)).waitFor();
      await expect.poll(() => rowNames(page)).toEqual(weston.slice(0, 10).map((c) => c.memberName));
      expect(await overflow()).toBeLessThanOrEqual(0);

      await rows.first().getByRole('button').click();
      const dialog = page.getByRole('dialog', {
        name: `${weston[0]!.memberName} - ${weston[0]!.fishType}`,
      });
      await dialog.waitFor();
      const box = await dialog.getByRole('img').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(pageErrors).toEqual([]);
    },
  );
});

/** Waits for the dialog's fade-in to end: colours are only final at full opacity. */
async function dialogShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const container = document.querySelector('.MuiDialog-container');
    return container !== null && getComputedStyle(container).opacity === '1';
  });
}

test.describe('Member Catches accessibility', () => {
  test('has no serious axe violation, nor in its dialogs', { tag: '@both' }, async ({ page }) => {
    await page.goto('/catches');
    await page.getByText(pagerText(1, 10, 32)).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('table tbody tr').first().getByRole('button').click();
    await page.getByRole('dialog').getByRole('img').waitFor();
    await dialogShown(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Submit Yours!' }).click();
    await page.getByRole('dialog', { name: 'Submit Catch' }).waitFor();
    await dialogShown(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
