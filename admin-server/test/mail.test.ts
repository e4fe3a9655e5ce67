/**
 * Email end to end: the admin server's events queue emails in the outbox, the sender delivers them
 * through real SMTP to a real MailDev started here, and what lands is read back from MailDev's REST
 * API (MailDev 3: /api/email). When the club's events happen, each kind lands with its recipient,
 * subject and links; the one-click unsubscribe stops that kind only; mail waits while SMTP is down
 * and goes once when it is back; a replayed event makes no second email.
 */
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import nodemailer, { type Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeyOf, PROJECT_ID } from '../../scripts/emulators/config';
import { startMailDev, type RunningMailDev } from '../../scripts/emulators/maildev';
import { adminAuth, adminDb, createAdmin, idTokenFor } from '../../tests/support/emulators';
import {
  mailAdminAccountCreated,
  mailCatchDecision,
  mailCatchesDigest,
  mailDayTicket,
  mailPaymentReceipt,
  mailRenewalNotice,
} from '../src/mail/events';
import { OUTBOX } from '../src/mail/outbox';
import { createMailTransport, mailStatus, sendPending } from '../src/mail/sender';
import { recordPayment } from '../src/members/payments';
import {
  addAdultType,
  addJuniorType,
  join as joinAs,
  mailDevInbox,
  smtpSettings,
  type Landed,
} from './support/mail';
import { signedInAdmin, useFreshClub, useTestServer } from './support/test-server';

const offset = Number(process.env.PAC_TEST_PORT_OFFSET ?? 0);
// Ports of this file's own MailDev, a thousand per kind apart from the stack's (scripts/emulators/maildev.ts).
const PORTS = { smtp: 10025 + offset, web: 11080 + offset };
const ORIGIN = 'https://club.example';
const TODAY = '2026-06-01';
// The club takes cards too (a checkout that goes nowhere): applicants choose.
const server = useTestServer({
  today: () => TODAY,
  startCheckout: async () => 'http://127.0.0.1:1/c/pay/cs_test_mail',
});
const db = adminDb();

let maildev: RunningMailDev | undefined;
let transport: Transporter;
const settings = () => smtpSettings(PORTS.smtp);
const mailDev = mailDevInbox(PORTS.web);
const inbox = mailDev.all;
const landedFor = async (address: string, subject: RegExp) => {
  const found = (await mailDev.to(address)).filter((mail) => subject.test(mail.subject));
  expect(found, `${subject} to ${address}`).toHaveLength(1);
  return found[0]!;
};
/** The List-Unsubscribe address in a landed email's raw source, or null without the header. */
const unsubscribeOf = async (mail: Landed) => {
  // The header block, with folded lines unfolded (RFC 5322 2.2.3).
  const headers = (await mailDev.source(mail.id))
    .replace(/\r\n/g, '\n')
    .split('\n\n')[0]!
    .replace(/\n[ \t]+/g, ' ');
  const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers);
  if (header) expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  else expect(headers).not.toMatch(/^List-Unsubscribe/im);
  return header ? header[1]! : null;
};
const send = (now = new Date()) => sendPending(db, transport, { now, settings: settings() });

let secretaryToken: string;

/** A member who joined through the admin server: application received queued. */
const join = async (email: string) => (await joinAs(server.baseUrl, email)).memberId;

async function payCash(memberId: string) {
  const response = await fetch(`${server.baseUrl}/api/members/${memberId}/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secretaryToken}` },
    body: JSON.stringify({ method: 'cash', reference: 'CASH-1', amountPence: 4500 }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  Object.assign(process.env, {
    SITE_ORIGIN: ORIGIN,
    MAIL_API_BASE: `${server.baseUrl}/api`,
    MAIL_POSTAL_ADDRESS: 'Priory Lane, Weston',
  });
  maildev = await startMailDev(PORTS);
  transport = createMailTransport(settings())!;
});
afterAll(async () => {
  transport?.close();
  await maildev?.stop();
});
useFreshClub({ superAdmin: false });
beforeEach(async () => {
  maildev ??= await startMailDev(PORTS);
  await mailDev.clear();
  await addAdultType(db);
  secretaryToken = await signedInAdmin('secretary', { manageMembers: true });
  process.env.MAIL_API_BASE = `${server.baseUrl}/api`;
});

describe('when the club’s events happen', () => {
  it('each kind lands in MailDev with its recipient, subject, links and plain-text part', async () => {
    await db.doc('clubSettings/membership').set(
      {
        bankAccountName: 'Priory Angling Club',
        bankSortCode: '20-00-00',
        bankAccountNumber: '55779911',
      },
      { merge: true },
    );
    const memberId = await join('ann@example.com');
    await payCash(memberId);
    await mailRenewalNotice(db, memberId, '2027-03-15');
    await mailRenewalNotice(db, memberId, '2027-05-15');
    await db.doc('catches/c1').set({ fishType: 'Carp', catchLocation: 'Weston', isPublic: false });
    await mailCatchDecision(db, {
      catchId: 'c1',
      memberId,
      approved: false,
      reason: 'The photo does not show the fish',
    });
    const reviewer = await createAdmin('reviewer', { manageCatches: true });
    await mailCatchesDigest(db, adminAuth(), TODAY);
    const newAdmin = await createAdmin('newadmin', { manageContent: true });
    await mailAdminAccountCreated(db, adminAuth(), newAdmin);
    await db.doc('dayTickets/t1').set({
      water: 'Weston',
      date: '2026-06-02',
      name: 'Vic <Visitor> & Son',
      email: 'vic@example.com',
      pricePence: 800,
      method: 'bailiff',
      status: 'paid',
    });
    await mailDayTicket(db, 't1', 'k3y_-9');
    await joinAs(server.baseUrl, 'cara@example.com', 'Cara Carp', { payBy: 'card' });

    const report = await send();
    expect(report).toMatchObject({ sent: 9, retrying: 0, failed: 0 });

    const ann = 'ann@example.com';
    const application = await landedFor(ann, /^We have your application, Ann Angler$/);
    expect(application.text).toContain('Reference: PAC-');
    expect(application.text).toContain('please quote your reference when you pay by bank transfer');
    // The account to pay into: whoever pays (a junior's parent) may have only this email.
    expect(application.text).toContain('Sort code: 20-00-00');
    expect(application.text).toContain('Account number: 55779911');
    // Sent to pay by card: no bank transfer asked for; the receipt follows the payment.
    const byCard = await landedFor('cara@example.com', /^We have your application, Cara Carp$/);
    expect(byCard.text).toContain('You chose to pay by card');
    expect(byCard.text).toContain('Amount: £45.00');
    expect(byCard.text).not.toMatch(/bank transfer|Reference:/);
    expect(application.html).toContain(`href="${ORIGIN}/account"`);
    // Readable: the button's label is white on the green, and the crest keeps its 48 px.
    expect(application.html).toMatch(/<a\s+href="[^"]*\/account"[^>]*color:#ffffff/);
    expect(application.html).toMatch(/<img[^>]*icon-192\.png[^>]*width="48"/);
    const receipt = await landedFor(
      ann,
      /^Receipt: Priory Angling Club membership until 31 March 2027$/,
    );
    expect(receipt.text).toContain('Amount: £45.00');
    expect(receipt.text).toContain('Season: 1 April 2026 to 31 March 2027');
    expect(receipt.text).toContain(`Show your permit: ${ORIGIN}/account/card`);
    expect(receipt.html).toContain(`href="${ORIGIN}/account/card"`);
    expect(receipt.html).toContain('Priory Lane, Weston');
    const due = await landedFor(ann, /^Time to renew: your membership ends on 31 March 2027$/);
    const lapsed = await landedFor(ann, /^Your membership has lapsed$/);
    const notApproved = await landedFor(ann, /^Your Carp catch was not approved$/);
    expect(notApproved.text).toContain('The reason: The photo does not show the fish.');
    const digest = await landedFor(reviewer.email, /^1 catch waiting for review$/);
    expect(digest.html).toContain(`href="${ORIGIN}/admin/manage-catches"`);
    const welcome = await landedFor(newAdmin.email, /^Your admin account at Priory Angling Club$/);
    const dayTicket = await landedFor('vic@example.com', /^Your day ticket: Weston, 2 June 2026$/);
    expect(dayTicket.text).toContain('Dear Vic <Visitor> & Son,');
    expect(dayTicket.text).toContain('Amount paid: £8.00');
    expect(dayTicket.text).toContain(`Show your ticket: ${ORIGIN}/day-tickets/t1?key=k3y_-9`);
    expect(dayTicket.html).toContain(`href="${ORIGIN}/day-tickets/t1?key=k3y_-9"`);
    // The name is text in both parts: escaped in the HTML, never a tag.
    expect(dayTicket.html).toContain('Vic &lt;Visitor&gt; &amp; Son');
    expect(dayTicket.html).not.toContain('<Visitor>');
    // The link is a key to the ticket: once sent, the outbox keeps no copy of it.
    const kept = await db.collection(OUTBOX).where('kind', '==', 'dayTicket').get();
    expect(kept.docs.map((doc) => doc.get('html') as string)).toEqual(['(link removed once sent)']);

    // Receipts, application replies and sign-in links carry no unsubscribe; the rest do.
    for (const essential of [application, receipt, welcome, dayTicket])
      expect(await unsubscribeOf(essential)).toBeNull();
    for (const optional of [due, lapsed, notApproved, digest]) {
      const url = await unsubscribeOf(optional);
      expect(url).toMatch(new RegExp(`^${server.baseUrl}/api/mail/unsubscribe\\?token=`));
      expect(optional.text).toContain(url);
      // The link opens a page with one button; opening it stops nothing.
      const page = await fetch(url!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<form method="post">');
    }
    expect((await db.collection('mailPreferences').get()).size).toBe(0);

    // The set-password link is the Auth emulator's own, back to the site's admin sign-in.
    const link = /Set your password: (\S+)/.exec(welcome.text)![1]!;
    expect(new URL(link).searchParams.get('mode')).toBe('resetPassword');
    expect(new URL(link).searchParams.get('continueUrl')).toBe(`${ORIGIN}/admin/login`);
    const oobCode = new URL(link).searchParams.get('oobCode')!;
    const reset = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${apiKeyOf(PROJECT_ID)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ oobCode }),
      },
    );
    // The code checks out for that account (a reset without a new password only verifies it).
    expect(await reset.json()).toMatchObject({
      email: newAdmin.email,
      requestType: 'PASSWORD_RESET',
    });
  });

  it('the one-click POST, without sign-in, stops that kind and no other', async () => {
    const memberId = await join('bob@example.com');
    await payCash(memberId);
    await mailRenewalNotice(db, memberId, '2027-03-15');
    await send();
    const due = await landedFor('bob@example.com', /^Time to renew/);
    const url = (await unsubscribeOf(due))!;

    const forged = await fetch(url.replace(/token=[^.]+/, 'token=YWRtaW4tYnxyZW5ld2FsRHVl'), {
      method: 'POST',
    });
    expect(forged.status).toBe(400);
    // A page, as the member's browser shows it (a GET of a cut link too), not JSON.
    expect(forged.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await forged.text()).toContain(
      'This unsubscribe link is not valid: use the link in the email.',
    );
    const cut = await fetch(url.slice(0, -6));
    expect(cut.status).toBe(400);
    expect(await cut.text()).toContain('<h1>This link is not valid</h1>');
    const stop = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain('You will get no more renewal reminders.');

    // Next season's renewal reminder is stopped; a lapse notice, a catch's news and receipts still come.
    await db.doc(`clubMembers/${memberId}`).update({ paidUntil: '2028-03-31' });
    await mailRenewalNotice(db, memberId, '2028-03-15');
    await mailRenewalNotice(db, memberId, '2028-05-15');
    await db.doc('catches/c2').set({ fishType: 'Tench', catchLocation: 'Clay End' });
    await mailCatchDecision(db, { catchId: 'c2', memberId, approved: true });
    await recordPayment(db, {
      memberId,
      amountPence: 4500,
      method: 'bankTransfer',
      reference: 'BANK-2',
      by: 'secretary',
      byEmail: null,
      today: '2028-03-20',
    });
    await send();
    const subjects = (await inbox()).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Receipt: Priory Angling Club membership until 31 March 2027',
      'Receipt: Priory Angling Club membership until 31 March 2029',
      'Time to renew: your membership ends on 31 March 2027',
      'We have your application, Ann Angler',
      'Your Tench is on the catches page',
      'Your membership has lapsed',
    ]);
    const suppressed = await db.collection(OUTBOX).where('status', '==', 'suppressed').get();
    expect(suppressed.docs.map((doc) => doc.get('kind'))).toEqual(['renewalDue']);
  });
});

describe('a member’s own choices', () => {
  it('PUT /mail/preferences stops a kind for the signed-in member; receipts cannot be stopped', async () => {
    const memberId = await join('fay@example.com');
    const account = await createAdmin('fay', {});
    await db.doc(`clubMembers/${memberId}`).update({ uid: account.uid });
    const token = await idTokenFor(account.email, account.password);
    const put = (stopped: Record<string, boolean>) =>
      fetch(`${server.baseUrl}/api/mail/preferences`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ stopped }),
      });

    const refused = await put({ paymentReceipt: true });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Choose among these kinds of email: renewalDue, /,
    );
    expect((await put({ catchDecision: true })).status).toBe(204);
    const listed = await fetch(`${server.baseUrl}/api/mail/preferences`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await listed.json()).toMatchObject({
      kinds: expect.arrayContaining([
        { kind: 'catchDecision', label: 'news of your catches', on: false, optIn: false },
        { kind: 'renewalDue', label: 'renewal reminders', on: true, optIn: false },
        // Opt-in kinds: off until the member turns them on.
        { kind: 'resultsPublished', label: 'match results', on: false, optIn: true },
      ]),
      always: expect.arrayContaining([{ kind: 'paymentReceipt', label: 'payment receipts' }]),
    });
    expect(
      (await fetch(`${server.baseUrl}/api/mail/preferences`)).status,
      'signed out: no preferences',
    ).toBe(401);

    await db.doc('catches/c5').set({ fishType: 'Perch', catchLocation: 'Weston' });
    await mailCatchDecision(db, { catchId: 'c5', memberId, approved: true });
    await payCash(memberId);
    await send();
    expect((await inbox()).map((mail) => mail.subject).sort()).toEqual([
      'Receipt: Priory Angling Club membership until 31 March 2027',
      'We have your application, Ann Angler',
    ]);
  });
});

describe('nothing lost, nothing doubled', () => {
  it('while SMTP is down emails wait, an admin sees how many, and each goes once when it is back', async () => {
    const memberId = await join('cat@example.com');
    await payCash(memberId);
    await mailRenewalNotice(db, memberId, '2027-03-15');
    await maildev!.stop();
    maildev = undefined;

    const down = await send();
    expect(down).toMatchObject({ sent: 0, retrying: 1 });
    const pending = await db.collection(OUTBOX).where('status', '==', 'pending').get();
    expect(pending.size).toBe(3);
    expect(pending.docs.some((doc) => /ECONNREFUSED|connect/i.test(doc.get('lastError')))).toBe(
      true,
    );
    const status = await fetch(`${server.baseUrl}/api/mail/status`, {
      headers: { Authorization: `Bearer ${secretaryToken}` },
    });
    expect(await status.json()).toMatchObject({
      waiting: 3,
      stuck: true,
      message: '3 emails waiting: the mail server is not taking them.',
    });
    expect((await fetch(`${server.baseUrl}/api/mail/status`)).status, 'signed out: no status').toBe(
      401,
    );

    maildev = await startMailDev(PORTS);
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await send(later)).toMatchObject({ sent: 3, retrying: 0 });
    expect(await send(later)).toMatchObject({ sent: 0, retrying: 0 });
    const landed = await inbox();
    expect(landed.map((mail) => mail.subject).sort()).toEqual([
      'Receipt: Priory Angling Club membership until 31 March 2027',
      'Time to renew: your membership ends on 31 March 2027',
      'We have your application, Ann Angler',
    ]);
    const after = await fetch(`${server.baseUrl}/api/mail/status`, {
      headers: { Authorization: `Bearer ${secretaryToken}` },
    });
    expect(await after.json()).toMatchObject({ waiting: 0, message: 'No emails waiting.' });
  });

  it('an address the mail server refuses fails once, is not retried, and an admin is told', async () => {
    await join('nobody@refused.example');
    // A mail server of its own (smtp-server, MailDev's own library) that has no such mailbox.
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, done) =>
        done(
          address.address.endsWith('@refused.example')
            ? Object.assign(new Error('No such mailbox'), { responseCode: 550 })
            : undefined,
        ),
      onData: (stream, _session, done) => {
        stream.resume();
        stream.on('end', () => done());
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.server.address() as AddressInfo).port;
    const refusingTransport = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      ignoreTLS: true,
    });
    try {
      const now = new Date();
      const first = await sendPending(db, refusingTransport, { now, settings: settings() });
      expect(first).toMatchObject({ failed: 1, retrying: 0 });
      const later = new Date(now.getTime() + 60 * 60_000);
      expect(
        await sendPending(db, refusingTransport, { now: later, settings: settings() }),
      ).toMatchObject({
        sent: 0,
        failed: 0,
        retrying: 0,
      });
    } finally {
      refusingTransport.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
    const status = await fetch(`${server.baseUrl}/api/mail/status`, {
      headers: { Authorization: `Bearer ${secretaryToken}` },
    });
    const told = (await status.json()) as { failed: number; message: string };
    expect(told).toMatchObject({ waiting: 0, failed: 1 });
    expect(told.message).toBe(
      "No emails waiting. 1 email in the last 30 days could not be delivered: the address was refused. Check the members' email addresses in the register.",
    );
    // Any admin may read the status: it names no one.
    expect(JSON.stringify(told)).not.toContain('refused.example');
  });

  it('beyond the daily bound per recipient, non-essential mail waits for the next day; receipts do not', async () => {
    const memberId = await join('eve@example.com');
    await payCash(memberId);
    for (const catchId of ['c3', 'c4']) {
      await db.doc(`catches/${catchId}`).set({ fishType: 'Roach', catchLocation: 'Weston' });
      await mailCatchDecision(db, { catchId, memberId, approved: true });
    }
    const bound = { ...settings(), dailyLimit: 1 };
    const now = new Date();
    expect(await sendPending(db, transport, { now, settings: bound })).toMatchObject({
      sent: 3,
      held: 1,
    });
    // Held back by the bound, late by design: an hour on, nothing is stuck.
    expect(await mailStatus(db, new Date(now.getTime() + 3600_000))).toMatchObject({
      waiting: 1,
      stuck: false,
    });
    const nextDay = new Date(now.getTime() + 24 * 3600_000);
    expect(await sendPending(db, transport, { now: nextDay, settings: bound })).toMatchObject({
      sent: 1,
      held: 0,
    });
    expect((await inbox()).filter((mail) => mail.subject.startsWith('Your Roach'))).toHaveLength(2);
  });

  it('an email retried for an hour shows as stuck, though one queued a minute ago is due first', async () => {
    await join('gil@example.com');
    await send();
    const now = new Date(Date.now() + 3600_000);
    const ago = (minutes: number) => Timestamp.fromMillis(now.getTime() - minutes * 60_000);
    const sent = (await db.collection(OUTBOX).where('to', '==', 'gil@example.com').get()).docs[0]!;
    // Two copies of the sent email put back as waiting: one queued an hour ago and refused by the
    // mail server since (its next try 20 minutes on), one queued a minute ago and due now.
    const waiting: Record<string, unknown> = { ...sent.data(), status: 'pending' };
    delete waiting.sentAt;
    await db
      .collection(OUTBOX)
      .doc('retried')
      .set({
        ...waiting,
        createdAt: ago(60),
        nextAttemptAt: ago(-20),
        attempts: 5,
        lastError: '451 Try again later',
      });
    await db
      .collection(OUTBOX)
      .doc('new')
      .set({ ...waiting, createdAt: ago(1), nextAttemptAt: ago(1) });
    expect(await mailStatus(db, now)).toMatchObject({
      waiting: 2,
      stuck: true,
      oldestSince: ago(60).toDate().toISOString(),
    });
  });

  it('a replayed event (a Stripe session applied twice, a sweep run again) makes no second email', async () => {
    const memberId = await join('dan@example.com');
    // A junior, whose parent applied with them and pays: a copy of each essential email, once.
    await addJuniorType(db);
    const guardian = { name: 'Pat Angler', email: 'pat@example.com', phone: '07700 900124' };
    const { memberId: juniorId } = await joinAs(server.baseUrl, 'jo@example.com', 'Jo Angler', {
      typeId: 'junior',
      dateOfBirth: '2014-05-01',
      guardian: { ...guardian, consent: true },
    });
    const stripe = (id: string, session: string) => ({
      memberId: id,
      amountPence: 4500,
      method: 'stripe' as const,
      reference: session,
      by: 'stripe',
      byEmail: null,
      today: TODAY,
      stripeSessionId: session,
    });
    for (const [id, session] of [
      [memberId, 'cs_test_1'],
      [juniorId, 'cs_test_2'],
    ] as const) {
      await recordPayment(db, stripe(id, session));
      await recordPayment(db, stripe(id, session));
      await mailRenewalNotice(db, id, '2027-03-15');
      await mailRenewalNotice(db, id, '2027-03-16');
    }
    const first = await mailPaymentReceipt(db, memberId, 'cs_test_1');
    await send();
    expect(await mailPaymentReceipt(db, memberId, 'cs_test_1')).toBe(first);
    await mailPaymentReceipt(db, juniorId, 'cs_test_2');
    await send();
    const subjectsTo = async (address: string) =>
      (await mailDev.to(address)).map((mail) => mail.subject).sort();
    const receipt = 'Receipt: Priory Angling Club membership until 31 March 2027';
    const renewal = 'Time to renew: your membership ends on 31 March 2027';
    expect(await subjectsTo('dan@example.com')).toEqual([
      receipt,
      renewal,
      'We have your application, Ann Angler',
    ]);
    expect(await subjectsTo('jo@example.com')).toEqual([
      receipt,
      renewal,
      'We have your application, Jo Angler',
    ]);
    // The parent: the application and the receipt, to them by name; not the renewal reminder.
    expect(await subjectsTo(guardian.email)).toEqual([
      receipt,
      'We have your application, Jo Angler',
    ]);
    const copy = await landedFor(guardian.email, /^Receipt: /);
    expect(copy.text).toContain('Dear Pat Angler,');
    expect(copy.text).toContain(
      "As Jo Angler's parent or guardian, you get a copy of this email we sent to Jo Angler.",
    );
    // No button to the member's own page, which the parent cannot open: where Jo finds it.
    expect(copy.text).not.toContain('Show your permit:');
    expect(copy.text).toContain(
      'Jo Angler signs in at https://club.example/account/card with their own email address to see their membership.',
    );
    const own = await landedFor('jo@example.com', /^Receipt: /);
    expect(own.text).toContain('Dear Jo Angler,');
    expect(own.text).toContain('Show your permit: https://club.example/account/card');
    expect(await unsubscribeOf(copy)).toBeNull();
    expect((await db.collection(OUTBOX).get()).size).toBe(8);
  });
});
