/**
 * The outbox: each email is a `mailOutbox/{id}` document made once per event, its id derived from
 * the kind, the event's subject (a payment, a member's season, a catch, a day) and the recipient,
 * and made with create(), so a replayed event (a webhook delivered twice, a sweep run again) makes
 * no second email. The sender (sender.ts) sends what is pending. Nothing but the admin server reads
 * or writes these documents: firestore.rules refuse every path they do not name.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isEssential, kindIsOn, type MailChoices, type MailKind } from './kinds.ts';
import { renderMail } from './layout.ts';
import { mailSettings, type MailSettings } from './mail-settings.ts';
import { contentOf, type MailData } from './templates.ts';
import { signUnsubscribe, unsubscribeKey } from './unsubscribe-token.ts';

export const OUTBOX = 'mailOutbox';
export const PREFERENCES = 'mailPreferences';

export type OutboxStatus = 'pending' | 'sent' | 'suppressed' | 'failed';

export interface OutboxEntry {
  kind: MailKind;
  to: string;
  /** mailPreferences/{prefsId}: whose choices apply (a member's id, or `admin-<uid>`). */
  prefsId: string;
  subjectId: string;
  subject: string;
  html: string;
  text: string;
  /** The one-click unsubscribe address, for a kind that can be stopped. */
  unsubscribeUrl: string | null;
  status: OutboxStatus;
  attempts: number;
  /** When the sender may next try; present only while pending (the sender's one query). */
  nextAttemptAt?: Timestamp;
  /** Waiting for tomorrow's allowance (the daily bound per recipient): late by design, not stuck. */
  held?: boolean;
  createdAt: Timestamp;
  sentAt?: Timestamp;
  /** When the mail server refused the address (status failed): what an admin is told of. */
  failedAt?: Timestamp;
  lastError?: string;
}

export interface Recipient {
  to: string;
  prefsId: string;
  /** What the email is about, unique for its kind and recipient: one email per event. */
  subjectId: string;
}

export function outboxId(kind: MailKind, subjectId: string, to: string): string {
  return createHash('sha256')
    .update(`${kind}|${subjectId}|${to.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 40);
}

/**
 * Whether `prefsId` has stopped `kind`, or not asked for it when it is an opt-in kind (essential
 * kinds cannot be stopped).
 */
export async function hasStopped(db: Firestore, prefsId: string, kind: MailKind) {
  if (isEssential(kind)) return false;
  const prefs = await db.collection(PREFERENCES).doc(prefsId).get();
  return !kindIsOn(kind, prefs.data() as MailChoices | undefined);
}

/** In-process senders (sender.ts) waiting to hear of new mail, so it goes out at once. */
const listeners = new Set<() => void>();
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renders and stores the email of one event, once: `created` is false when that event's email
 * already exists (whatever became of it). An email the recipient has stopped is stored as
 * `suppressed`, so a replay does not ask again.
 */
export async function enqueueMail(
  db: Firestore,
  data: MailData,
  recipient: Recipient,
  settings: MailSettings = mailSettings(),
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const id = outboxId(data.kind, recipient.subjectId, recipient.to);
  const ref = db.collection(OUTBOX).doc(id);
  if ((await ref.get()).exists) return { id, created: false };
  const unsubscribeUrl = isEssential(data.kind)
    ? null
    : `${settings.apiBase}/mail/unsubscribe?token=${signUnsubscribe(
        { prefsId: recipient.prefsId, kind: data.kind },
        await unsubscribeKey(db),
      )}`;
  const rendered = await renderMail(contentOf(data, settings), settings, unsubscribeUrl);
  const stopped = await hasStopped(db, recipient.prefsId, data.kind);
  const entry: OutboxEntry = {
    kind: data.kind,
    to: recipient.to.trim().toLowerCase(),
    prefsId: recipient.prefsId,
    subjectId: recipient.subjectId,
    ...rendered,
    unsubscribeUrl,
    status: stopped ? 'suppressed' : 'pending',
    attempts: 0,
    ...(stopped ? {} : { nextAttemptAt: Timestamp.fromDate(now) }),
    createdAt: Timestamp.fromDate(now),
  };
  try {
    await ref.create(entry);
  } catch (error) {
    // Made meanwhile by the same event arriving twice at once: still one email.
    if ((error as { code?: number }).code === 6) return { id, created: false };
    throw error;
  }
  if (!stopped) listeners.forEach((listener) => listener());
  return { id, created: true };
}
