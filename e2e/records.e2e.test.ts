/**
 * Club records at phone size: a catches admin approves a catch heavier than the club's Tench
 * record in Manage Catches, and /records shows it as the record (overall, at its water and as
 * the angler's personal best); the page passes axe and does not scroll sideways.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_ADMIN } from '../scripts/seed/demo-accounts';
import { adminDb } from '../tests/support/emulators';
import { expectNotice } from './support/admin-screens';
import { signInAs } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/lifecycle';
import { fitsWidth, openLoaded } from './support/page-ready';

const SMALL_PHONE = { width: 360, height: 740 };
const MEMBER = 'Record Tester';

const e2e = useBrowser();
afterAll(() => restoreDemoClub());

const speciesTable = (page: Page) => page.getByRole('table', { name: 'Club records by species' });

describe('club records on a phone', () => {
  it('a heavier catch approved in Manage Catches becomes the record on /records', async () => {
    // A finished catch waiting for approval: an 11 lb 2 oz tench, above any the demo club holds.
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
        imgURL: 'https://example.org/record-tench.jpg',
        orderRank: Date.now() * 1000,
      });

    // Before: the seed's records, none of them this member's.
    const visitor = await e2e.openPage(SMALL_PHONE);
    await openLoaded(visitor.page, '/records');
    const before = speciesTable(visitor.page).getByRole('row').filter({ hasText: 'Tench' });
    await before.waitFor();
    expect(await before.textContent()).not.toContain(MEMBER);

    // The catches admin approves it on a phone.
    const admin = await e2e.openPage(SMALL_PHONE);
    await signInAs(admin.page, CONTENT_ADMIN.email, CONTENT_ADMIN.password);
    await admin.page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
    await admin.page.goto('/admin/manage-catches');
    // On a phone the list is a stack of cards; the button is named after the catch.
    await admin.page.getByRole('button', { name: `Approve ${MEMBER}'s Tench` }).click();
    await expectNotice(admin.page, `${MEMBER}'s Tench is now on the catches page.`);
    expect(admin.pageErrors).toEqual([]);

    // After: the club's Tench record, the record at Warrens Green, and the angler's best.
    await openLoaded(visitor.page, '/records');
    const tench = speciesTable(visitor.page).getByRole('row').filter({ hasText: MEMBER });
    await tench.waitFor();
    expect(await tench.getByRole('cell').allTextContents()).toEqual([
      'Tench',
      '11 lbs 2 oz',
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
      '11 lbs 2 oz',
      'Warrens Green',
    ]);

    expect(await fitsWidth(visitor.page)).toBe(true);
    expect(await seriousViolations(visitor.page)).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });
});
