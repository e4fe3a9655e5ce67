/**
 * Sign-in links and password resets as the club's own email (issue 36, issue 32 point 15): the
 * public routes queue them in the outbox, the sender delivers them through real SMTP to the
 * stack's MailDev (scripts/test.ts starts it; other files send there too, so every look at the
 * inbox is by recipient), and the links are used with the real Firebase client SDK against the
 * Auth emulator. When an address asks, then one email lands and its link works; when it has no
 * account, the answer is the same and nothing is sent; past the bounds, a sentence with when to
 * try again, and nothing changes.
 */
import { initializeApp } from 'firebase/app';
import {
  confirmPasswordReset,
  connectAuthEmulator,
  EmailAuthProvider,
  getAuth,
  linkWithCredential,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeyOf, PROJECT_ID } from '../../scripts/emulators/config';
import { TEST_MAIL_PORTS } from '../../scripts/emulators/maildev';
import {
  adminAuth,
  adminDb,
  authOobCodes,
  clearAuth,
  clearFirestore,
} from '../../tests/support/emulators';
import { AUTH_MAIL_COUNTS, takeAuthMailAllowance, tryAgainIn } from '../src/mail/auth-mail-limit';
import { mailSettings } from '../src/mail/mail-settings';
import { OUTBOX } from '../src/mail/outbox';
import { createMailTransport, sendPending } from '../src/mail/sender';
import { logLines } from './support/log-lines';
import { call, startTestServer, type TestServer } from './support/test-server';

const ORIGIN = 'https://club.example';
const db = adminDb();
const smtp = () =>
  mailSettings({ ...process.env, SMTP_URL: `smtp://127.0.0.1:${TEST_MAIL_PORTS.smtp}` });
/** This file's addresses are its own: `<name>.<run>@auth.example`, so reruns never mix. */
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@auth.example`;

const client = getAuth(
  initializeApp({ apiKey: apiKeyOf(PROJECT_ID), projectId: PROJECT_ID }, 'auth-links'),
);
const log = logLines();
let server: TestServer;
let transport: Transporter;

interface Landed {
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
}
const landedFor = async (to: string): Promise<Landed[]> =>
  (
    (await (await fetch(`http://127.0.0.1:${TEST_MAIL_PORTS.web}/api/email`)).json()) as Landed[]
  ).filter((mail) => mail.to[0]?.address === to);
const send = () => sendPending(db, transport, { settings: smtp() });
const outboxFor = async (to: string) =>
  (await db.collection(OUTBOX).where('to', '==', to).get()).docs;
const ask = (route: 'sign-in-link' | 'password-reset', email: string, base = server.baseUrl) =>
  call(base, 'POST', `/api/auth/${route}`, { body: { email } });
/** The one link in an email's plain-text part, after its button's label. */
const linkIn = (mail: Landed, label: string) =>
  new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text)![1]!;

async function member(name: string) {
  const email = address(name);
  await db.collection('clubMembers').add({ email, name, status: 'active', uid: null });
  return email;
}

beforeAll(async () => {
  Object.assign(process.env, { SITE_ORIGIN: ORIGIN, MAIL_POSTAL_ADDRESS: 'Priory Lane, Weston' });
  connectAuthEmulator(client, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
    disableWarnings: true,
  });
  server = await startTestServer({ logger: log.logger, authMailPerClientPerHour: 1_000 });
  transport = createMailTransport(smtp())!;
});
afterAll(async () => {
  await signOut(client);
  transport?.close();
  await server?.close();
});
beforeEach(async () => {
  await clearFirestore();
  await clearAuth();
});

describe('a sign-in link', () => {
  it('lands once, on the site’s origin, and upgrades the anonymous identity that asked', async () => {
    const email = await member('sam');
    const anonymous = (await signInAnonymously(client)).user;

    // As typed on a phone: spaces and capitals are the same address.
    const asked = await ask('sign-in-link', `  ${email.toUpperCase()} `);
    expect(asked).toMatchObject({ status: 202, body: { ok: true } });
    expect((await send()).sent).toBe(1);

    const [mail, ...more] = await landedFor(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Sign in to Priory Angling Club');
    expect(mail!.html).toContain(`${ORIGIN}/icons/icon-192.png`); // the crest, from the layout
    expect(mail!.text).toContain('Priory Angling Club, Priory Lane, Weston');
    expect(mail!.text).not.toMatch(/unsubscribe/i); // essential: always sent
    const link = linkIn(mail!, 'Sign in');
    expect(link.startsWith(`${ORIGIN}/account/sign-in?`)).toBe(true);

    // The member opens it on the same phone: the identity that sent catches keeps its uid.
    const upgraded = await linkWithCredential(
      anonymous,
      EmailAuthProvider.credentialWithLink(email, link),
    );
    expect(upgraded.user).toMatchObject({ uid: anonymous.uid, email, isAnonymous: false });

    // Once sent, the outbox keeps no usable copy; no id or log line names the address.
    const [entry] = await outboxFor(email);
    expect(entry!.data()).toMatchObject({ kind: 'signInLink', status: 'sent' });
    expect(JSON.stringify(entry!.data())).not.toContain(new URL(link).searchParams.get('oobCode'));
    const counters = await db.collection(AUTH_MAIL_COUNTS).listDocuments();
    expect(counters.map((ref) => ref.id).join()).not.toMatch(/sam|auth\.example/);
    expect(counters).toHaveLength(1);
    expect(log.text()).not.toContain(email);
  });
});

describe('a password reset', () => {
  it('lands once and its link sets the password; an unknown address hears the same and gets nothing', async () => {
    const email = address('admin');
    const { uid } = await adminAuth().createUser({ email, password: 'old-secret-1' });
    await db.doc(`userPermissions/${uid}`).set({ manageCatches: true });
    const stranger = address('nobody');

    const forAccount = await ask('password-reset', email);
    const forStranger = await ask('password-reset', stranger);
    const linkForStranger = await ask('sign-in-link', stranger);
    expect(forAccount).toMatchObject({ status: 202, body: { ok: true } });
    expect(forStranger.body).toEqual(forAccount.body);
    expect(linkForStranger.body).toEqual(forAccount.body);
    expect((await send()).sent).toBe(1);

    const [mail, ...more] = await landedFor(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Reset your password for Priory Angling Club');
    const link = new URL(linkIn(mail!, 'Choose a new password'));
    // An admin goes on to the admin login, on the club's origin.
    expect(link.searchParams.get('continueUrl')).toBe(`${ORIGIN}/admin/login`);
    await confirmPasswordReset(client, link.searchParams.get('oobCode')!, 'new-secret-2');
    await expect(signInWithEmailAndPassword(client, email, 'new-secret-2')).resolves.toBeTruthy();

    // Nothing made for the stranger: no code, no email, nothing queued.
    expect((await authOobCodes()).filter((code) => code.email === stranger)).toEqual([]);
    expect(await outboxFor(stranger)).toEqual([]);
    expect(await landedFor(stranger)).toEqual([]);
    expect(log.text()).not.toContain(stranger);
  });
});

describe('the bounds', () => {
  it('per address: the fourth in an hour is refused with when to try again, alike for every address', async () => {
    const email = await member('kim');
    const stranger = address('unknown');
    for (const who of [email, stranger]) {
      for (let i = 0; i < 3; i += 1) expect((await ask('sign-in-link', who)).status).toBe(202);
      const refused = await ask('password-reset', who);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(
        /^Too many sign-in and password emails have gone to this address\. Try again in (59|60) minutes\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    }
    expect(await outboxFor(email)).toHaveLength(3); // the refusal queued nothing

    // Ten a day: spread out so the hourly bound never bites, the eleventh waits for the day.
    const start = Date.parse('2026-06-01T06:00:00Z');
    const at = (i: number) => new Date(start + i * 61 * 60_000);
    const spaced = address('spaced');
    for (let i = 0; i < 10; i += 1)
      expect(await takeAuthMailAllowance(db, spaced, at(i))).toEqual({ allowed: true });
    const eleventh = await takeAuthMailAllowance(db, spaced, at(10));
    expect(eleventh).toEqual({ allowed: false, retryAt: new Date(start + 24 * 3_600_000) });
    expect(tryAgainIn(new Date(start + 24 * 3_600_000), at(10))).toBe(
      'Try again in about 14 hours.',
    );
  });

  it('per client: past its bound a connection is refused whatever the address; bad input and a failure change nothing', async () => {
    const email = await member('unlucky');
    // Firebase Auth failing to make the link, with the address in its error, as errors may be.
    const failing = Object.create(adminAuth(), {
      generateSignInWithEmailLink: {
        value: (to: string) => Promise.reject(new Error(`Auth is down for ${to}`)),
      },
    }) as ReturnType<typeof adminAuth>;
    const failureLog = logLines();
    const tight = await startTestServer({
      auth: failing,
      logger: failureLog.logger,
      authMailPerClientPerHour: 3,
    });
    try {
      const bad = await ask('sign-in-link', 'not an address', tight.baseUrl);
      expect(bad).toMatchObject({
        status: 400,
        body: { error: 'Enter your email address in the form name@example.com.' },
      });
      expect(await db.collection(AUTH_MAIL_COUNTS).listDocuments()).toEqual([]);

      const down = await ask('sign-in-link', email, tight.baseUrl);
      expect(down).toMatchObject({
        status: 503,
        body: { error: 'The sign-in email could not be sent just now. Try again in a minute.' },
      });
      expect(await outboxFor(email)).toEqual([]);
      expect(failureLog.text()).toContain('could not queue a sign-in or password email');
      expect(failureLog.text()).not.toContain(email);

      expect((await ask('password-reset', address('one'), tight.baseUrl)).status).toBe(202);
      const refused = await ask('sign-in-link', address('two'), tight.baseUrl);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(
        /^Too many sign-in and password emails have been asked for from this connection\. Try again in (59|60) minutes\.$/,
      );
      expect(await outboxFor(address('two'))).toEqual([]);
    } finally {
      await tight.close();
    }
  });
});
