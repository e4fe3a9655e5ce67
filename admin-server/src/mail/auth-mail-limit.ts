/**
 * The per-address bound on sign-in links and password resets (issue 32 point 15): at most
 * PER_HOUR an hour and PER_DAY a day to one address, whoever asks, so nobody can fill an inbox
 * with the club's emails. Every request counts, for an address with an account or without: a
 * refusal that came only for real accounts would tell a stranger which addresses have one.
 *
 * The counter is `authMailCounts/{key}`, the key an HMAC of the normalised address (with the
 * server's mail key, so the id cannot be matched against a list of addresses); it holds the last
 * day's request times. Only the admin server reads or writes it (firestore.rules name no such path).
 */
import { createHmac } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { unsubscribeKey } from './unsubscribe-token.ts';

export const AUTH_MAIL_COUNTS = 'authMailCounts';
export const PER_HOUR = 3;
export const PER_DAY = 10;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const normalisedAddress = (email: string) => email.trim().toLowerCase();

/** The counter's id for an address: never the address itself. */
export async function addressKey(db: Firestore, email: string): Promise<string> {
  return createHmac('sha256', await unsubscribeKey(db))
    .update(`auth-mail|${normalisedAddress(email)}`)
    .digest('hex')
    .slice(0, 40);
}

export type Allowance = { allowed: true } | { allowed: false; retryAt: Date };

/** When the next request would be allowed, given the request times of the last day (ascending). */
function refusedUntil(times: number[], now: number): number | null {
  const inHour = times.filter((t) => t > now - HOUR_MS);
  const until = [
    inHour.length >= PER_HOUR ? inHour[inHour.length - PER_HOUR]! + HOUR_MS : 0,
    times.length >= PER_DAY ? times[times.length - PER_DAY]! + DAY_MS : 0,
  ];
  const latest = Math.max(...until);
  return latest > now ? latest : null;
}

/**
 * Counts one request for `email` and says whether an email may go; a refused request is not
 * counted (it sends nothing), so waiting out the bound always works.
 */
export async function takeAuthMailAllowance(
  db: Firestore,
  email: string,
  now = new Date(),
): Promise<Allowance> {
  const ref = db.collection(AUTH_MAIL_COUNTS).doc(await addressKey(db, email));
  return db.runTransaction(async (tx) => {
    const stored = ((await tx.get(ref)).get('at') as Timestamp[] | undefined) ?? [];
    const times = stored
      .map((at) => at.toMillis())
      .filter((t) => t > now.getTime() - DAY_MS)
      .sort((a, b) => a - b);
    const until = refusedUntil(times, now.getTime());
    if (until !== null) return { allowed: false, retryAt: new Date(until) };
    tx.set(ref, {
      at: [...times, now.getTime()].map((t) => Timestamp.fromMillis(t)),
      // A day after the last request the document says nothing more: a TTL policy may remove it.
      expiresAt: Timestamp.fromMillis(now.getTime() + DAY_MS),
    });
    return { allowed: true };
  });
}

/** "Try again in 40 minutes." / "in about 5 hours": the refusal's second sentence. */
export function tryAgainIn(retryAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  if (minutes < 90) return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  return `Try again in about ${Math.round(minutes / 60)} hours.`;
}
