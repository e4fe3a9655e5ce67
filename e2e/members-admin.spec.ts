import { chromium } from '@playwright/test';
import { CompactSign, importJWK } from 'jose';
import { DEV_PERMIT_KEY } from '../admin-server/src/permits/keys';
import { BAILIFF, MEMBERS_ADMIN } from '../scripts/seed/demo-accounts';
import { DEMO_MEMBERS } from '../scripts/seed/demo-members';
import {
  DEMO_MEMBERSHIP_SETTINGS,
  DEMO_REVOKED_PERMIT_ID,
  permitIdOf,
} from '../scripts/seed/members';
import { clubToday } from '../src/config/club-time';
import { CATCH_LOCATIONS } from '../src/config/constants';
import { addDays, seasonOf, type PermitClaims } from '../src/config/membership';
import { formatIsoDay } from '../src/lib/dates';
import { adminDb } from '../tests/support/emulators';
import { seriousViolations } from './support/axe';
import {
  baseUrl,
  CHROMIUM_ARGS,
  chromiumPath,
  PHONE,
  signInAs,
  waitForInteractive,
} from './support/browser';
import { fakeCameraArgs } from './support/fake-camera';
import { restoreDemoClub } from './support/demo-data';
import { expectNotice } from './support/admin-screens';
import { fitsWidth } from './support/page-ready';
import { expect, test, type OpenPage } from './support/test';

test.afterAll(async () => {
  await restoreDemoClub();
});

/** A permit signed as the admin server signs them on the demo project (its development key). */
async function permitToken(claims: PermitClaims): Promise<string> {
  const key = await importJWK(DEV_PERMIT_KEY, 'ES256');
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'ES256', kid: DEV_PERMIT_KEY.kid!, typ: 'pac-permit' })
    .sign(key);
}

/** The seeded active adult's permit, as GET /api/account/permit gives it this season. */
function alansPermit(): PermitClaims {
  const alan = DEMO_MEMBERS.find((member) => member.memberNumber === '1001')!;
  const season = seasonOf(clubToday(), DEMO_MEMBERSHIP_SETTINGS);
  return {
    jti: permitIdOf(alan),
    kind: 'member',
    name: alan.name,
    num: alan.memberNumber,
    type: 'Adult',
    waters: [...CATCH_LOCATIONS],
    from: season.start,
    until: season.end,
  };
}

async function signedIn(openPage: OpenPage, account: { email: string; password: string }) {
  const opened = await openPage(PHONE);
  await signInAs(opened.page, account.email, account.password);
  await opened.page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
  return opened;
}

/**
 * A water's status set as the admin server sets it (PUT /api/waters/:key/status; its history is
 * not needed here): the afterAll puts the seeded club back.
 */
async function setWaterStatus(key: string, state: string, reason: string, until: string) {
  await adminDb().doc(`waterStatus/${key}`).set({ state, reason, until, rev: 9 });
}

test.describe('Members back office and the bailiff check, on a phone', () => {
  test('the secretary marks the pending member paid by bank transfer; the register shows them active @phone', async ({
    openPage,
  }) => {
    const { page, pageErrors } = await signedIn(openPage, MEMBERS_ADMIN);
    // The dashboard says what waits on the secretary (issue 34, point 7); its button opens the
    // applications.
    const toDo = page.getByRole('region', { name: 'What needs doing' });
    await expect(toDo).toContainText(/\d+ applications? waits?: .*\d+ awaiting payment\./);
    await toDo.getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('heading', { name: 'Manage Members' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const applications = page.getByRole('list', { name: 'Applications' });
    const peter = applications.getByRole('listitem').filter({ hasText: 'Peter Pike' });
    await expect(peter).toContainText('Awaiting payment');
    await peter.getByRole('button', { name: 'Mark paid Peter Pike' }).click();

    const dialog = page.getByRole('dialog', { name: 'Mark Peter Pike paid' });
    await expect(dialog.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    // The amount expected is the type's price; the reference is what the statement shows.
    await expect(dialog.getByLabel('Amount received (£)')).toHaveValue('60.00');
    await dialog.getByLabel('Reference').fill('HSBC 27/11 PAC-1005 PIKE');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await expectNotice(page, 'Peter Pike was marked paid (£60.00).');
    await expect(applications.getByRole('listitem').filter({ hasText: 'Peter Pike' })).toHaveCount(
      0,
    );

    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('pike');
    const register = page.getByRole('list', { name: 'Members' });
    await expect(register.getByRole('listitem')).toHaveCount(1);
    const row = register.getByRole('listitem').filter({ hasText: 'Peter Pike' });
    await expect(row).toContainText('Active');
    await expect(row).toContainText(
      formatIsoDay(seasonOf(clubToday(), DEMO_MEMBERSHIP_SETTINGS).end),
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // A details edit through the admin server, then put back from the record's History.
    const record = adminDb().doc('clubMembers/demo-member-pending');
    const phone = async () => (await record.get()).get('phone') as string;
    const seededPhone = await phone();
    await row.getByRole('button', { name: 'Edit Peter Pike' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Member' });
    await edit.getByLabel('Phone').fill('07700 900999');
    await edit.getByRole('button', { name: 'Save Member' }).click();
    await expectNotice(page, "Peter Pike's details were saved.");
    expect(await phone()).toBe('07700 900999');
    await row.getByRole('button', { name: 'History Peter Pike' }).click();
    const history = page.getByRole('dialog', { name: 'History of Peter Pike' });
    // The payment is listed too, without "Put back": a restore puts back details, never money or
    // standing, so there it would change nothing.
    await expect(history.getByRole('listitem').filter({ hasText: 'status' })).not.toHaveCount(0);
    const putBacks = history.getByRole('button', { name: /^Put back the version before/ });
    await expect(putBacks).toHaveCount(1);
    await putBacks.click();
    // The put-back is itself a recorded change, listed first (the notice is behind the dialog).
    await expect(history.getByRole('listitem').first()).toContainText('Restored by');
    await expect.poll(phone).toBe(seededPhone);
    await history.getByRole('button', { name: 'Close' }).click();
    expect((await record.get()).get('status')).toBe('active');
    expect(pageErrors).toEqual([]);
  });

  test('the bailiff checks valid, expired, revoked and wrong-water permits, with signal and without @phone', async ({
    openPage,
  }) => {
    const { page, context, pageErrors } = await signedIn(openPage, BAILIFF);
    // The short address on the bank.
    await page.goto('/check');
    await expect(page).toHaveURL(/\/admin\/check$/);
    await page.getByRole('heading', { name: 'Check a Permit' }).waitFor();
    await page.getByRole('combobox', { name: 'Water' }).click();
    await page.getByRole('option', { name: 'Weston' }).click();
    // The keys and the revocation list are on the phone once synced.
    await expect(page.getByTestId('sync-state')).toContainText('Permit list from');

    const valid = alansPermit();
    const today = clubToday();
    const permits: [string, PermitClaims][] = [
      ['Valid', valid],
      [
        'Expired',
        { ...valid, jti: 'e2e-expired', from: addDays(today, -400), until: addDays(today, -1) },
      ],
      ['Revoked', { ...valid, jti: DEMO_REVOKED_PERMIT_ID }],
      ['Not valid on this water today', { ...valid, jti: 'e2e-elsewhere', waters: ['Clay End'] }],
    ];
    const tokens = await Promise.all(permits.map(([, claims]) => permitToken(claims)));

    // A member number, looked up online: the server judges their current permit for the water.
    async function lookUp(number: string, expected: string, name: string) {
      await page.getByLabel('Member number').fill(number);
      await page.getByRole('button', { name: 'Look up' }).click();
      await expect(page.getByRole('status', { name: `Verdict: ${expected}` })).toContainText(name);
    }
    await lookUp('1001', 'Valid', 'Alan Perch');
    await lookUp('1004', 'Expired', 'Lisa Bream');

    async function check(token: string, expected: string) {
      await page.getByLabel('Permit code').fill(token);
      await page.getByRole('button', { name: 'Check code' }).click();
      const verdict = page.getByRole('status', { name: `Verdict: ${expected}` });
      await expect(verdict).toBeVisible();
      await expect(verdict).toContainText('Alan Perch');
      return verdict;
    }

    for (const [index, [expected]] of permits.entries()) {
      const verdict = await check(tokens[index]!, expected);
      await expect(verdict).not.toContainText('no signal');
    }
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // No signal: the same answers from what the phone keeps, saying how old the list is.
    await context.setOffline(true);
    await expect(page.getByTestId('sync-state')).toContainText('No signal');
    for (const [index, [expected]] of permits.entries()) {
      const verdict = await check(tokens[index]!, expected);
      await expect(verdict).toContainText('Checked with no signal, list from');
    }
    await expect(page.getByRole('button', { name: 'Look up' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    // The club closes Weston meanwhile: with signal the phone syncs its status, and a check with
    // none then refuses the valid permit there, saying why and since when it knows.
    await setWaterStatus('weston', 'closed', 'Flooding', addDays(today, 2));
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByLabel('Permit code').fill(tokens[0]!);
    await expect(async () => {
      await page.getByRole('button', { name: 'Check code' }).click();
      await expect(page.getByRole('status', { name: 'Verdict: Water closed' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    await lookUp('1001', 'Water closed', 'Alan Perch'); // the server says the same
    await context.setOffline(true);
    const closed = await check(tokens[0]!, 'Water closed');
    await expect(closed).toContainText('Checked with no signal, list from');
    await expect(closed.getByTestId('water-status')).toContainText(
      /^Weston is closed \(Flooding\) until \w{3} \d+ \w+\. Water status as of /,
    );
    await context.setOffline(false);
    expect(pageErrors).toEqual([]);
  });

  test("the bailiff scans a permit's QR code with the phone's camera: valid, with the water's status @phone", async () => {
    await setWaterStatus('weston', 'restricted', 'Weed cutting', addDays(clubToday(), 3));
    // Chromium films the permit's QR code as its camera: its own browser, for this test alone.
    const token = await permitToken(alansPermit());
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, ...fakeCameraArgs(token)],
    });
    try {
      const context = await browser.newContext({
        viewport: PHONE,
        baseURL: baseUrl,
        permissions: ['camera'],
      });
      const page = await context.newPage();
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      waitForInteractive(page);
      await signInAs(page, BAILIFF.email, BAILIFF.password);
      await page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
      await page.goto('/check');
      await page.getByRole('combobox', { name: 'Water' }).click();
      await page.getByRole('option', { name: 'Weston' }).click();
      await expect(page.getByTestId('sync-state')).toContainText('Permit list from');

      await page.getByRole('button', { name: 'Scan QR code' }).click();
      const verdict = page.getByRole('status', { name: 'Verdict: Valid' });
      // The camera starts, then the code comes into view (fake-camera.ts): on a busy machine that
      // and the decoding take seconds.
      await expect(verdict).toContainText('Alan Perch', { timeout: 30_000 });
      await expect(verdict).toContainText('Adult, member 1001');
      await expect(verdict.getByTestId('water-status')).toContainText(
        /^Weston is restricted: Weed cutting, until \w{3} \d+ \w+\. Water status as of /,
      );
      // The scanner hands over the code and stops: the camera is off again.
      await expect(page.getByRole('button', { name: 'Scan QR code' })).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
