/**
 * Issue 36: the emails of what admins do. A super admin creates an admin and the secretary
 * approves a member from the waiting list (admin server routes); a catches admin approves a
 * member's catch, a matches admin adds a match and publishes results (browser writes under
 * firestore.rules, learnt by the sweep from the history). Each email goes through real SMTP to
 * the stack's MailDev (scripts/test.ts starts it; other files may send there too, so every
 * look at the inbox is by recipient) and is read back from its REST API.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addAdultType,
  join as joinAs,
  mailDevInbox,
  smtpSettings,
} from '../admin-server/test/support/mail';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
} from '../admin-server/test/support/test-server';
import { createMailTransport, sendPending } from '../admin-server/src/mail/sender';
import { mailSweep } from '../admin-server/src/mail/sweep';
import { PERMISSION_FLAGS } from '../admin-server/src/users/user-constants';
import { apiKeyOf, PROJECT_ID } from '../scripts/emulators/config';
import { TEST_MAIL_PORTS } from '../scripts/emulators/maildev';
import { signIn, signOut } from '../src/features/auth';
import { approveCatch } from '../src/features/catches/api/approve-catch';
import { addMatch } from '../src/features/matches/api/matches-collection';
import { publishResults, sendPegWeight } from '../src/features/matches/api/match-day-admin';
import { adminAuth, adminDb, clearFirestore, createAdmin, idTokenFor } from './support/emulators';

setLogLevel('silent');
process.env.METADATA_SERVER_DETECTION ??= 'none';

const ORIGIN = 'https://club.example';
const db = adminDb();
/** The stack's MailDev: other files may send there too, so every look is by recipient. */
const landedFor = mailDevInbox(TEST_MAIL_PORTS.web).to;
let server: TestServer;
let transport: Transporter;
/** This file's addresses are its own: `<name>.<run>@news.example`, so reruns never mix. */
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@news.example`;

const send = () => sendPending(db, transport, { settings: smtpSettings(TEST_MAIL_PORTS.smtp) });
const join = (email: string, name: string) => joinAs(server.baseUrl, email, name);

/** A paying member with a sign-in (their uid on the record), as /account's claim makes them. */
async function activeMember(name: string) {
  const email = address(name);
  const { memberId } = await join(email, name);
  const uid = `${name}-${run}`;
  await db
    .doc(`clubMembers/${memberId}`)
    .update({ uid, status: 'active', paidUntil: '2099-03-31' });
  return { memberId, email, uid };
}

beforeAll(async () => {
  Object.assign(process.env, { SITE_ORIGIN: ORIGIN, MAIL_POSTAL_ADDRESS: 'Priory Lane, Weston' });
  server = await startTestServer();
  process.env.MAIL_API_BASE = `${server.baseUrl}/api`;
  transport = createMailTransport(smtpSettings(TEST_MAIL_PORTS.smtp))!;
});
afterAll(async () => {
  await signOut();
  transport?.close();
  await server?.close();
});
beforeEach(async () => {
  await clearFirestore();
  await addAdultType(db);
});

describe('what the admin server does itself', () => {
  it('a new admin gets a set-password link that sets their password', async () => {
    const token = await signedInAdmin(`boss-${run}`, { superAdmin: true });
    const email = address('newadmin');
    const created = await fetch(`${server.baseUrl}/createAdmin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        email,
        password: 'temporary-123',
        displayName: 'New Admin',
        permissions: Object.fromEntries(
          PERMISSION_FLAGS.map((flag) => [flag, flag === 'manageContent']),
        ),
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await send()).toMatchObject({ sent: 1, failed: 0 });

    const [welcome, ...more] = await landedFor(email);
    expect(more).toEqual([]);
    expect(welcome!.subject).toBe('Your admin account at Priory Angling Club');
    const link = /Set your password: (\S+)/.exec(welcome!.text)![1]!;
    expect(welcome!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    const url = new URL(link);
    expect(url.searchParams.get('continueUrl')).toBe(`${ORIGIN}/admin/login`);
    // What Firebase's page does with the link: the new password against its code, then sign-in.
    const reset = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${apiKeyOf(PROJECT_ID)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          oobCode: url.searchParams.get('oobCode'),
          newPassword: 'chosen-456',
        }),
      },
    );
    expect(reset.status).toBe(200);
    await expect(idTokenFor(email, 'chosen-456')).resolves.toEqual(expect.any(String));
  });

  it('a member approved from the waiting list is told how to pay, once', async () => {
    await db.doc('membershipTypes/adult').update({ cap: 1 });
    await join(address('first'), 'First Angler'); // takes the one place
    const email = address('waiting');
    const waiting = await join(email, 'Wendy Waiting');
    expect(waiting.status).toBe('waitingList');
    await db.doc('clubSettings/membership').set({
      bankAccountName: 'Priory Angling Club',
      bankSortCode: '20-00-00',
      bankAccountNumber: '12345678',
    });
    const token = await signedInAdmin(`secretary-${run}`, { manageMembers: true });
    const approve = () =>
      fetch(`${server.baseUrl}/api/members/${waiting.memberId}/approve`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await approve()).status).toBe(200);
    expect((await approve()).status, 'approved once only').toBe(409);
    await send();

    const subjects = (await landedFor(email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'A place is free: welcome to Priory Angling Club, Wendy Waiting',
      'You are on the waiting list, Wendy Waiting',
    ]);
    const approved = (await landedFor(email)).find((mail) => mail.subject.startsWith('A place'))!;
    expect(approved.text).toContain('Amount: £45.00');
    expect(approved.text).toMatch(/Reference: PAC-\d+/);
    expect(approved.text).toContain('Sort code: 20-00-00');
    // This club takes no cards online: the email offers none.
    expect(approved.text).toContain(
      'pay £45.00 by bank transfer quoting your reference. Your membership starts',
    );
    expect(approved.text).not.toMatch(/by card/);
    expect(approved.text).toContain(`Pay and see your membership: ${ORIGIN}/account`);
    expect(approved.html).toContain(`href="${ORIGIN}/account"`);
  });
});

/** A finished catch, its files attested by the upkeep, as a member's submission leaves it. */
async function storedCatch(id: string, ownerUid: string, fishType = 'Tench') {
  await db.doc(`catches/${id}`).set({
    memberName: 'Gil Gudgeon',
    fishType,
    catchLocation: 'Weston',
    fishLbs: 3,
    fishOz: 4,
    weightOz: 52,
    imgURL: `https://example.org/${id}.jpg`,
    isPublic: false,
    orderRank: Date.now(),
    photoStored: true,
    ownerUid,
  });
}

describe('what the sweep learns from the history', () => {
  it('a member’s catch approved, or not with the reason, is mailed to them once', async () => {
    const gil = await activeMember('gil');
    await storedCatch('k1', gil.uid);
    await storedCatch('k2', gil.uid, 'Perch');
    await storedCatch('k3', 'not-a-member');
    const reviewer = await createAdmin(`reviewer-${run}`, { manageCatches: true });
    await signIn(reviewer.email, reviewer.password);
    await approveCatch('k1');
    await approveCatch('k3');
    // Not approved: the catches queue (issue 34) writes `notApprovedReason` by a recorded write,
    // the catch and its history entry together; written here as that write leaves them.
    const k2 = await db.doc('catches/k2').get();
    await db
      .doc('catches/k2')
      .update({ notApprovedReason: 'The photo does not show the fish', rev: 1 });
    await db.collection('history').doc('catches_k2_1').set({
      area: 'manageCatches',
      path: 'catches/k2',
      rev: 1,
      kind: 'edit',
      before: k2.data(),
      by: reviewer.uid,
      email: reviewer.email,
      at: Timestamp.now(),
    });

    expect(await mailSweep(db)).toMatchObject({ catches: 2 });
    await mailSweep(db); // read again: no second email
    await send();
    const landed = await landedFor(gil.email);
    const subjects = landed.map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'We have your application, gil',
      'Your Perch catch was not approved',
      'Your Tench is on the catches page',
    ]);
    const refused = landed.find((mail) => mail.subject.startsWith('Your Perch'))!;
    expect(refused.text).toContain('The reason: The photo does not show the fish.');
    const approved = landed.find((mail) => mail.subject.startsWith('Your Tench'))!;
    expect(approved.html).toContain(`href="${ORIGIN}/catches"`);
    expect(approved.text).toMatch(/\/api\/mail\/unsubscribe\?token=/);
  });

  it('results published and a match added reach the members who asked, once per match', async () => {
    const keen = await activeMember('keen');
    const quiet = await activeMember('quiet');
    const token = await idTokenFor(...(await memberAccount(keen.uid, 'keen')));
    const put = await fetch(`${server.baseUrl}/api/mail/preferences`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ on: { resultsPublished: true, matchAnnounced: true } }),
    });
    expect(put.status).toBe(204);

    const organiser = await createAdmin(`organiser-${run}`, { manageMatches: true });
    await signIn(organiser.email, organiser.password);
    const day = (offsetDays: number) => {
      const date = new Date();
      return new Date(
        Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + offsetDays),
      );
    };
    const upcoming = await addMatch({
      description: 'Winter Open',
      location: 'Clay End',
      drawTime: '08:30',
      date: day(10),
    });
    const past = await addMatch({
      description: 'Autumn Pairs',
      location: 'Weston',
      drawTime: '07:30',
      date: day(-1),
    });
    await sendPegWeight({
      matchId: past,
      peg: 3,
      angler: 'Ann Angler',
      weightDr: 22 * 256 + 14 * 16,
      savedAt: Date.now(),
    });
    await sendPegWeight({
      matchId: past,
      peg: 5,
      angler: 'Bob Bream',
      weightDr: 5 * 256,
      savedAt: Date.now(),
    });
    await publishResults(past);
    await publishResults(past); // a correction: still one email
    await mailSweep(db);
    await mailSweep(db);
    await send();

    const landed = await landedFor(keen.email);
    const subjects = landed.map((mail) => mail.subject).filter((s) => !s.startsWith('We have'));
    const utc = (date: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date);
    expect(subjects.sort()).toEqual([
      `New match: Winter Open, ${utc(day(10))}`,
      `Results: Autumn Pairs, ${utc(day(-1))}`,
    ]);
    const results = landed.find((mail) => mail.subject.startsWith('Results'))!;
    expect(results.text).toContain('The winner: Ann Angler, with 22 lb 14 oz.');
    expect(results.html).toContain(`href="${ORIGIN}/matches/${past}"`);
    const announced = landed.find((mail) => mail.subject.startsWith('New match'))!;
    expect(announced.text).toContain(`See the match: ${ORIGIN}/matches/${upcoming}`);
    expect(announced.text).toContain('Draw: 08:30');
    // Its one-click unsubscribe stops results only; new matches still come.
    const unsubscribe = /\/api\/mail\/unsubscribe\?token=\S+/.exec(results.text)![0];
    const stop = await fetch(`${server.baseUrl}${unsubscribe}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await stop.text()).toContain('You will get no more match results.');
    const listed = await fetch(`${server.baseUrl}/api/mail/preferences`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const kinds = ((await listed.json()) as { kinds: { kind: string; on: boolean }[] }).kinds;
    expect(kinds.filter((k) => k.on).map((k) => k.kind)).toEqual([
      'renewalDue',
      'membershipLapsed',
      'catchDecision',
      'matchAnnounced',
      'waterStatus',
    ]);
    // Off until asked for: the member who did not gets neither.
    expect((await landedFor(quiet.email)).map((mail) => mail.subject)).toEqual([
      'We have your application, quiet',
    ]);
  });
});

/** A password account for a member's uid, so they can call /api/mail/preferences. */
async function memberAccount(uid: string, name: string): Promise<[string, string]> {
  const email = `${name}-login.${run}@news.example`;
  await adminAuth().createUser({ uid, email, password: 'secret-123' });
  return [email, 'secret-123'];
}
