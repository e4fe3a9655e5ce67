/**
 * A junior joins on a phone (issue 33): the join form with a guardian → the treasurer's bank details
 * and reference → (set-up: the membership secretary marks it paid through the admin server; their
 * screen is tested with the back office) → the member signs in by the link in the club's own email
 * (issue 36), from MailDev's inbox → /account says active → the application and the receipt are in
 * the inbox too; in Emails the member turns on new matches, one lands, and its unsubscribe link
 * stops that kind and no other → the card shows a QR, and opens again with no signal → after
 * sign-out the card is gone from the phone. axe on each page.
 * By card, on this stack's Stripe stand-in (scripts/stripe/standin.ts, as Stripe's hosted page): an
 * adult joins, pays, comes back to /account and signs in by the emailed link to see it active,
 * with one receipt; a visitor's day ticket comes back from paying with its QR, and one email.
 */
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { clubToday } from '../src/config/club-time';
import { E2E_STACK, HOST, stripeStandinPort, TEST_PORTS } from '../scripts/emulators/config';
import { TEST_MAIL_PORTS } from '../scripts/emulators/maildev';
import { MEMBERS_ADMIN } from '../scripts/seed/demo-accounts';
import { DEMO_DAY_TICKETS } from '../scripts/seed/members';
import { adminDb, idTokenFor } from '../tests/support/emulators';
import { seriousViolations } from './support/axe';
import { PHONE } from './support/browser';
import { restoreDemoClub } from './support/demo-data';
import { waitForServiceWorker } from './offline-support/offline';
import { expect, test } from './support/test';

test.afterAll(async () => {
  await restoreDemoClub();
});

const EMAIL = 'sam.gudgeon@pac.example';

/** No serious or critical axe violation, and nothing wider than the phone, at 360 and 320 px. */
async function checkPage(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.setViewportSize(PHONE);
}

/** The card's kept copy on this phone (features/membership/api/kept-card.ts), as its keys. */
function keptCardKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('pac-member-card');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cards')) return resolve([]);
          const keys = db.transaction('cards').objectStore('cards').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => resolve([]);
        };
      }),
  );
}

/** The set-up step: the secretary records the bank transfer, through the admin server. */
async function markPaid(reference: string): Promise<void> {
  const found = await adminDb().collection('clubMembers').where('email', '==', EMAIL).get();
  const member = found.docs[0]!;
  const token = await idTokenFor(MEMBERS_ADMIN.email, MEMBERS_ADMIN.password);
  const response = await fetch(
    `http://${HOST}:${TEST_PORTS.adminServer}/api/members/${member.id}/payments`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'bankTransfer', reference, amountPence: 1500 }),
    },
  );
  expect(response.status, await response.text()).toBe(200);
}

/**
 * The sign-in link from the member's inbox: the club's own email (issue 36), sent by the admin
 * server. It names the site's configured origin (this stack's project address, never the host
 * the request came from), so the test opens its path and query on the site under test.
 */
async function emailedLink(to = EMAIL): Promise<string> {
  let mail: Landed | undefined;
  await expect
    .poll(
      async () =>
        (mail = (await inboxOf(to))
          .filter((landed) => landed.subject === 'Sign in to Priory Angling Club')
          .at(-1)),
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const link = new URL(/^Sign in: (\S+)$/m.exec(mail!.text)![1]!);
  expect(link.pathname).toBe('/account/sign-in');
  expect(link.searchParams.get('mode')).toBe('signIn');
  return `${link.pathname}${link.search}`;
}

interface Landed {
  subject: string;
  to: { address: string }[];
  text: string;
}

/** What MailDev holds for `to` (other workers' mail may share the inbox: always by recipient). */
async function inboxOf(to: string): Promise<Landed[]> {
  const response = await fetch(`http://${HOST}:${TEST_MAIL_PORTS.web}/api/email`);
  const all = (await response.json()) as Landed[];
  return all.filter((mail) => mail.to.some((address) => address.address === to));
}

/**
 * The set-up of a match added, as Manage Matches writes it (the match and its history entry,
 * firestore.rules' recorded write): the admin server's mail sweep learns of it from the history.
 */
async function announceMatch(): Promise<() => Promise<void>> {
  const db = adminDb();
  const today = new Date();
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 200),
  );
  const path = 'matches/e2e-mail-open';
  const batch = db.batch();
  batch.set(db.doc(path), {
    description: 'Mail Day Open',
    location: 'Weston',
    drawTime: '08:00',
    date: Timestamp.fromDate(date),
    rev: 1,
  });
  batch.set(db.doc(`history/${path.replace('/', '~')}@1`), {
    area: 'manageMatches',
    path,
    rev: 1,
    kind: 'create',
    before: null,
    by: 'e2e-matches-admin',
    email: null,
    at: Timestamp.now(),
    title: 'Mail Day Open',
  });
  await batch.commit();
  // Gone once its email is in: no other page's next match.
  return async () => {
    await db.doc(path).delete();
  };
}

test.describe('Joining as a junior, paying the treasurer, then the card', () => {
  test(
    'join, pay, sign in by the emailed link, show the card online and offline, sign out',
    { tag: '@phone' },
    async ({ page, context, pageErrors }) => {
      await page.goto('/join');
      await expect(page.getByRole('heading', { level: 1, name: 'Join the Club' })).toBeVisible();
      await checkPage(page);

      const form = page.getByRole('form', { name: 'Join the club' });
      await form.getByRole('radio', { name: /Junior: £15 a season/ }).check();
      await form.getByRole('textbox', { name: 'Full name' }).fill('Sam Gudgeon');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(EMAIL);
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900321');
      await form.getByRole('textbox', { name: 'Address' }).fill('3 Weir Cottages, Priory');
      await form.getByLabel('Date of birth').fill('2014-03-02');
      await form.getByRole('textbox', { name: "Parent or guardian's name" }).fill('Pat Gudgeon');
      await form
        .getByRole('textbox', { name: "Parent or guardian's email" })
        .fill('pat.gudgeon@pac.example');
      await form.getByRole('textbox', { name: "Parent or guardian's phone" }).fill('07700 900322');
      await form.getByRole('checkbox', { name: /agree to them joining/ }).check();
      await form.getByRole('radio', { name: 'No' }).check();
      await form.getByRole('checkbox', { name: /club rules/ }).check();
      // The club takes cards too (this stack's Stripe stand-in): this family pays the treasurer.
      await form.getByRole('radio', { name: /^To the treasurer/ }).check();
      await checkPage(page);
      await form.getByRole('button', { name: 'Join the club' }).click();

      await expect(page.getByText(/Your member number is \d+/)).toBeVisible();
      const reference = (await page.getByTestId('Reference').textContent())!;
      expect(reference).toMatch(/^PAC-\d+$/);
      await expect(page.getByTestId('Sort code')).toHaveText('20-00-00');
      await expect(page.getByTestId('Amount')).toHaveText('£15');
      await checkPage(page);

      await markPaid(reference);

      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await expect(page.getByText(`We have sent a sign-in link to ${EMAIL}`)).toBeVisible();
      await page.goto(await emailedLink());

      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByTestId('standing')).toHaveText('Active');
      await expect(page.getByText('Type: Junior')).toBeVisible();
      await checkPage(page);

      // The club's emails: the application, the receipt and the sign-in link, each once.
      await expect
        .poll(async () => (await inboxOf(EMAIL)).map((mail) => mail.subject).sort(), {
          timeout: 30_000,
        })
        .toEqual([
          expect.stringMatching(/^Receipt: Priory Angling Club membership until \d+ \w+ \d{4}$/),
          'Sign in to Priory Angling Club',
          'We have your application, Sam Gudgeon',
        ]);
      const receipt = (await inboxOf(EMAIL)).find((mail) => mail.subject.startsWith('Receipt'))!;
      expect(receipt.text).toContain(`Reference: ${reference}`);
      expect(receipt.text).toMatch(/Show your permit: \S+\/account\/card/);

      // Emails on /account: news of matches is off until the member turns it on.
      const emails = page.getByRole('region', { name: 'Emails' });
      await expect(emails.getByRole('switch', { name: 'Renewal reminders' })).toBeChecked();
      const newMatches = emails.getByRole('switch', { name: /New matches announced/ });
      await expect(newMatches).not.toBeChecked();
      await newMatches.check();
      await expect(emails.getByText('Saving your choice…')).toHaveCount(0);
      await expect(newMatches).toBeChecked();
      await checkPage(page);

      // A match is added: its email lands, and its unsubscribe link opens the club's page.
      const removeMatch = await announceMatch();
      let announced: Landed | undefined;
      await expect
        .poll(
          async () =>
            (announced = (await inboxOf(EMAIL)).find((mail) =>
              mail.subject.startsWith('New match: Mail Day Open'),
            )),
          { timeout: 60_000 },
        )
        .toBeTruthy();
      await removeMatch();
      const unsubscribe = /Unsubscribe from these emails: (\S+)/.exec(announced!.text)![1]!;
      // The admin server's own page, not the app (so no wait for the app to hydrate).
      const mailPage = await context.newPage();
      await mailPage.goto(unsubscribe);
      await mailPage.getByRole('button', { name: 'Stop new matches announced' }).click();
      await expect(mailPage.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
      await expect(mailPage.getByText('You will get no more new matches announced.')).toBeVisible();
      await checkPage(mailPage);
      await mailPage.close();

      // That kind only: the Emails section shows it off and the others as they were.
      await page.goto('/account');
      await expect(newMatches).not.toBeChecked();
      await expect(emails.getByRole('switch', { name: 'Renewal reminders' })).toBeChecked();
      await expect(emails.getByRole('switch', { name: /Match results/ })).not.toBeChecked();

      await waitForServiceWorker(page);
      await page.getByRole('link', { name: 'Show my membership card' }).click();
      await expect(page.getByRole('heading', { name: 'Membership card' })).toBeVisible();
      await expect(page.getByText('Sam Gudgeon')).toBeVisible();
      await expect(page.getByRole('img', { name: /QR code of the permit/ })).toBeVisible();
      await expect(page.getByTestId('card-kept')).toContainText('Kept on this phone, checked');
      await checkPage(page);
      expect(await keptCardKeys(page)).toHaveLength(1);
      // The service worker's page cache (shared by whoever uses this phone) keeps no member page.
      const keptPages = await page.evaluate(async () =>
        (await (await caches.open('public-pages')).keys()).map((r) => new URL(r.url).pathname),
      );
      expect(keptPages.filter((path) => path.startsWith('/account'))).toEqual([]);

      // No signal: the shell from the service worker, the card from the phone.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('img', { name: /QR code of the permit/ })).toBeVisible();
      await expect(page.getByText('Sam Gudgeon')).toBeVisible();
      await expect(page.getByTestId('card-kept')).toContainText('Kept on this phone');
      await context.setOffline(false);

      // The page's own link (the footer has one too).
      await page.getByRole('main').getByRole('link', { name: 'My membership' }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/account\/sign-in$/);
      expect(await keptCardKeys(page)).toEqual([]);
      await page.goto('/account/card');
      await expect(page.getByText('Sign in to show your membership card.')).toBeVisible();
      await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
      await checkPage(page);

      expect(pageErrors).toEqual([]);
    },
  );

  test('the emailed link of a day ticket shows its QR', { tag: '@phone' }, async ({ page }) => {
    // A ticket the demo club sold on the bank.
    const ticket = DEMO_DAY_TICKETS[0]!;
    await page.goto(`/day-tickets/${ticket.id}?key=${ticket.key}`);
    await expect(page.getByText(ticket.name)).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code of the permit/ })).toBeVisible();
    await checkPage(page);
    await page.goto(`/day-tickets/${ticket.id}?key=wrong`);
    await expect(page.getByText(/No ticket matches this link\./)).toBeVisible();
  });

  test(
    'the server renders /account as the bare app shell',
    { tag: '@phone' },
    async ({ request }) => {
      const response = await request.get('/account');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('My membership');
      expect(html).not.toContain('pac.example');
      expect(response.headers()['x-robots-tag']).toContain('noindex');
    },
  );
});

/** Stripe's hosted page, as this stack's stand-in serves it: the payment it is for, then Pay. */
async function payOnStripePage(page: Page, paidFor: RegExp): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^http://${HOST}:${stripeStandinPort(E2E_STACK)}/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paidFor);
  await page.getByRole('button', { name: /^Pay £\d+\.\d\d$/ }).click();
}

/** Today in London, as the club's server and the forms count days. */

test.describe("Paying by card on Stripe's page (this stack's stand-in)", () => {
  test(
    'an adult joins and pays by card, then signs in by the emailed link: active, one receipt',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      const email = 'ada.bream@pac.example';
      await page.goto('/join');
      const form = page.getByRole('form', { name: 'Join the club' });
      await form.getByRole('radio', { name: /^Adult: £\d+ a season/ }).check();
      await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Bream');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900331');
      await form.getByRole('textbox', { name: 'Address' }).fill('5 Lock Lane, Priory');
      await form.getByRole('radio', { name: 'Yes', exact: true }).check();
      await form.getByRole('checkbox', { name: /club rules/ }).check();
      await form.getByRole('radio', { name: 'By card, online' }).check();
      await checkPage(page);
      await form.getByRole('button', { name: 'Join the club' }).click();

      // A first season, never called a renewal.
      await payOnStripePage(
        page,
        /^Priory Angling Club membership \(Adult\), season to \d+ \w+ \d{4}$/,
      );

      // Back on the site, signed out: the payment is on its way; signing in shows it.
      await expect(page).toHaveURL(/\/account\?session_id=cs_test_\w+$/);
      await expect(page.getByText(/^Thank you: your payment went through\./)).toBeVisible();
      await checkPage(page);
      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await expect(page.getByText(`If ${email} is the address you joined with`)).toBeVisible();
      await page.goto(await emailedLink(email));
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByTestId('standing')).toHaveText('Active');
      await expect(page.getByText('Type: Adult')).toBeVisible();
      await checkPage(page);

      // The application (no bank transfer asked for), the receipt and the sign-in link, once each.
      await expect
        .poll(async () => (await inboxOf(email)).map((mail) => mail.subject).sort(), {
          timeout: 30_000,
        })
        .toEqual([
          expect.stringMatching(/^Receipt: Priory Angling Club membership until \d+ \w+ \d{4}$/),
          'Sign in to Priory Angling Club',
          'We have your application, Ada Bream',
        ]);
      const landed = await inboxOf(email);
      const application = landed.find((mail) => mail.subject.startsWith('We have'))!;
      expect(application.text).toContain('You chose to pay by card');
      expect(application.text).not.toMatch(/bank transfer|Reference:/);
      const receipt = landed.find((mail) => mail.subject.startsWith('Receipt'))!;
      expect(receipt.text).toContain('Paid by: card (Stripe)');

      expect(pageErrors).toEqual([]);
    },
  );

  test(
    'a day ticket paid by card opens back on the site with its QR; its email comes once',
    { tag: '@phone' },
    async ({ page, pageErrors }) => {
      const email = 'dee.visitor@pac.example';
      await page.goto('/day-tickets');
      const form = page.getByRole('form', { name: 'Buy a day ticket' });
      // Weston, a lake, has no close season.
      await form.getByRole('radio', { name: 'Weston' }).check();
      await form.getByLabel('Day').fill(clubToday());
      await form.getByRole('textbox', { name: 'Full name' }).fill('Dee Visitor');
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await checkPage(page);
      await form.getByRole('button', { name: 'Buy the ticket' }).click();

      const back = page.waitForRequest(/\/day-tickets\/paid\?session_id=cs_test_\w+$/);
      await payOnStripePage(page, /^Priory Angling Club day ticket: Weston, \d{1,2} \w+ \d{4}$/);
      await back;
      // /day-tickets/paid has no key: it opens the ticket this tab was paying for.
      await expect(page).toHaveURL(/\/day-tickets\/[\w-]+\?key=[\w-]+$/);
      await expect(page.getByText('Dee Visitor')).toBeVisible();
      await expect(page.getByRole('img', { name: /QR code of the permit/ })).toBeVisible();
      await checkPage(page);

      const ticketMail = async () =>
        (await inboxOf(email)).filter((mail) => mail.subject.startsWith('Your day ticket'));
      await expect
        .poll(async () => (await ticketMail()).map((mail) => mail.subject), { timeout: 30_000 })
        .toEqual([expect.stringMatching(/^Your day ticket: Weston, \d+ \w+ \d{4}$/)]);
      const link = /Show your ticket: (\S+)/.exec((await ticketMail())[0]!.text)![1]!;
      expect(new URL(link).pathname).toBe(new URL(page.url()).pathname);

      expect(pageErrors).toEqual([]);
    },
  );
});
