/**
 * The sender: sends pending outbox emails through SMTP (nodemailer), each claimed in a transaction
 * first so two senders (two function instances, a schedule and a kick) never send one twice. A
 * failure leaves the email pending with a later `nextAttemptAt` (backoff: 30 s doubling to 30
 * min), so mail waits while the server is down and goes when it is back; a refusal of the address
 * itself (an SMTP 5xx answer) marks it failed. Non-essential mail beyond the daily bound per
 * recipient waits for the next day. On Cloud Functions a schedule runs it (function.ts); in the
 * dev stack and tests, startMailSender runs it on a timer and whenever mail is queued.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import nodemailer, { type Transporter } from 'nodemailer';
import { clubToday } from '../../../src/config/club-time.ts';
import { carriesKey, isEssential, type MailKind } from './kinds.ts';
import { mailSettings, type MailSettings } from './mail-settings.ts';
import { hasStopped, onMailQueued, OUTBOX, type OutboxEntry } from './outbox.ts';
import { mailSweep } from './sweep.ts';

export const DAILY_COUNTS = 'mailDailyCounts';
/** The sender's last word: when it last ran, and the mail server's error if that run failed. */
const SENDER_STATE = 'mailState/sender';
/** How long a claimed email is left to its sender before another may try it. */
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 30 * 60_000;

export const backoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

export function createMailTransport(settings: MailSettings): Transporter | null {
  if (!settings.smtp) return null;
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  return typeof settings.smtp === 'string'
    ? nodemailer.createTransport(settings.smtp, timeouts)
    : nodemailer.createTransport({ ...settings.smtp, ...timeouts });
}

const countId = (to: string, now: Date) =>
  `${clubToday(now)}-${createHash('sha256').update(to).digest('hex').slice(0, 24)}`;

/** The server could not be reached or spoke no SMTP: every other email would fail the same way. */
const isConnectionError = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED', 'EPROTOCOL'].includes(
    code ?? '',
  );
};
/** What replaces a key-carrying email's body once it is out of our hands (kinds.ts, carriesKey). */
const forgetKey = (kind: MailKind) =>
  carriesKey(kind) ? { html: '(link removed once sent)', text: '(link removed once sent)' } : {};

const isRefusedAddress = (error: unknown) => {
  const responseCode = (error as { responseCode?: number }).responseCode ?? 0;
  return responseCode >= 550 && responseCode < 560;
};

export interface SendReport {
  sent: number;
  retrying: number;
  failed: number;
  held: number;
  suppressed: number;
}

type Claim = { entry: OutboxEntry } | { outcome: 'skip' | 'held' | 'suppressed' };

/** Sends what is due now (up to `batch` emails). */
export async function sendPending(
  db: Firestore,
  transport: Transporter,
  { now = new Date(), settings = mailSettings(), batch = 25 } = {},
): Promise<SendReport> {
  const report: SendReport = { sent: 0, retrying: 0, failed: 0, held: 0, suppressed: 0 };
  const due = await db
    .collection(OUTBOX)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(batch)
    .get();
  for (const doc of due.docs) {
    const claim: Claim = await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      const entry = fresh.data() as OutboxEntry | undefined;
      if (!entry || entry.status !== 'pending' || !entry.nextAttemptAt) return { outcome: 'skip' };
      if (entry.nextAttemptAt.toMillis() > now.getTime()) return { outcome: 'skip' };
      if (await hasStopped(db, entry.prefsId, entry.kind)) {
        tx.update(doc.ref, { status: 'suppressed', nextAttemptAt: FieldValue.delete() });
        return { outcome: 'suppressed' };
      }
      if (!isEssential(entry.kind)) {
        const count = await tx.get(db.collection(DAILY_COUNTS).doc(countId(entry.to, now)));
        if (((count.get('sent') as number | undefined) ?? 0) >= settings.dailyLimit) {
          tx.update(doc.ref, {
            nextAttemptAt: Timestamp.fromMillis(now.getTime() + 6 * 3600_000),
            held: true,
          });
          return { outcome: 'held' };
        }
      }
      tx.update(doc.ref, {
        attempts: FieldValue.increment(1),
        nextAttemptAt: Timestamp.fromMillis(now.getTime() + LEASE_MS),
        held: FieldValue.delete(),
      });
      return { entry };
    });
    if (!('entry' in claim)) {
      if (claim.outcome !== 'skip') report[claim.outcome] += 1;
      continue;
    }
    const { entry } = claim;
    try {
      await transport.sendMail({
        from: settings.from,
        to: entry.to,
        subject: entry.subject,
        text: entry.text,
        html: entry.html,
        headers: entry.unsubscribeUrl
          ? {
              'List-Unsubscribe': `<${entry.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {},
      });
      await doc.ref.update({
        status: 'sent',
        sentAt: Timestamp.fromDate(now),
        nextAttemptAt: FieldValue.delete(),
        lastError: FieldValue.delete(),
        ...forgetKey(entry.kind),
      });
      // The bound counts what it bounds: essential mail neither waits for it nor uses it up.
      if (!isEssential(entry.kind)) {
        await db
          .collection(DAILY_COUNTS)
          .doc(countId(entry.to, now))
          .set({ sent: FieldValue.increment(1), day: clubToday(now) }, { merge: true });
      }
      report.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isRefusedAddress(error)) {
        await doc.ref.update({
          status: 'failed',
          failedAt: Timestamp.fromDate(now),
          lastError: message,
          nextAttemptAt: FieldValue.delete(),
          ...forgetKey(entry.kind),
        });
        report.failed += 1;
        continue;
      }
      await doc.ref.update({
        lastError: message,
        nextAttemptAt: Timestamp.fromMillis(now.getTime() + backoffMs(entry.attempts + 1)),
      });
      report.retrying += 1;
      // The server is down: the rest would only fail too; they wait for the next run.
      if (isConnectionError(error)) {
        await db.doc(SENDER_STATE).set({ ranAt: Timestamp.fromDate(now), error: message });
        return report;
      }
    }
  }
  if (report.sent > 0 || due.empty)
    await db.doc(SENDER_STATE).set({ ranAt: Timestamp.fromDate(now), error: null });
  return report;
}

/** How many of the oldest waiting emails the status looks through for one not held back. */
const OLDEST_LOOKED_AT = 20;

/** How far back an admin is told of emails the mail server refused. */
export const FAILED_DAYS = 30;

const emails = (count: number) => `${count} ${count === 1 ? 'email' : 'emails'}`;

/**
 * What an admin sees: how many emails wait, since when, and why; and how many the mail server
 * refused lately (an address that does not exist), which no retry will send. Counts only: any
 * admin may see it, so no address or name.
 */
export async function mailStatus(db: Firestore, now = new Date()) {
  const outbox = db.collection(OUTBOX);
  const since = Timestamp.fromMillis(now.getTime() - FAILED_DAYS * 24 * 3600_000);
  const [count, oldest, sender, refused] = await Promise.all([
    outbox.where('status', '==', 'pending').count().get(),
    // The oldest waiting, by when it was queued: one retried for long is due later than one
    // queued a minute ago, and ordered by its next try it hid behind it.
    outbox.where('status', '==', 'pending').orderBy('createdAt').limit(OLDEST_LOOKED_AT).get(),
    db.doc(SENDER_STATE).get(),
    outbox.where('failedAt', '>=', since).count().get(),
  ]);
  const waiting = count.data().count;
  const failed = refused.data().count;
  const first = oldest.docs.map((doc) => doc.data() as OutboxEntry).find((entry) => !entry.held);
  const lastError =
    waiting > 0 ? ((sender.get('error') as string | null | undefined) ?? null) : null;
  // Stuck: the mail server refused the last run, or mail not held back by the daily bound has
  // waited a quarter of an hour.
  const stuck =
    lastError !== null ||
    (first !== undefined && now.getTime() - first.createdAt.toMillis() > 15 * 60_000);
  const waitingText =
    waiting === 0
      ? 'No emails waiting.'
      : `${emails(waiting)} waiting${stuck ? ': the mail server is not taking them' : ''}.`;
  const failedText =
    failed === 0
      ? ''
      : ` ${emails(failed)} in the last ${FAILED_DAYS} days could not be delivered: the address was refused. Check the members' email addresses in the register.`;
  return {
    waiting,
    stuck,
    failed,
    message: waitingText + failedText,
    lastError,
    oldestSince: first ? first.createdAt.toDate().toISOString() : null,
  };
}

/**
 * Runs the sender in this process: every `intervalMs` and soon after mail is queued, each run
 * after the sweep (sweep.ts) has queued what the history tells of. Returns the stop function.
 * Without a configured mail server, it does nothing (mail waits in the outbox).
 */
export function startMailSender(
  db: Firestore,
  { intervalMs = 30_000, settings = mailSettings(), onError = (_e: unknown) => {} } = {},
): () => void {
  const transport = createMailTransport(settings);
  if (!transport) return () => {};
  let running: Promise<unknown> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = mailSweep(db)
      .catch(onError)
      .then(() => sendPending(db, transport, { settings }))
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const unlisten = onMailQueued(() => setTimeout(run, 50).unref());
  run();
  return () => {
    clearInterval(timer);
    unlisten();
    transport.close();
  };
}
