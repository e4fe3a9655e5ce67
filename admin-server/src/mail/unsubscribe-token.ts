/**
 * The one-click unsubscribe token (RFC 8058): who (the preferences document's id) and which kind,
 * signed with HMAC-SHA256 so the link works without signing in and cannot be made for anyone else.
 * It never expires: an old email's link must still work.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { isMailKind, type MailKind } from './kinds.ts';

export interface UnsubscribeClaim {
  /** mailPreferences/{id}: the member's id, or `admin-<uid>` for an admin. */
  prefsId: string;
  kind: MailKind;
}

const mac = (payload: string, key: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export function signUnsubscribe(claim: UnsubscribeClaim, key: string): string {
  const payload = Buffer.from(`${claim.prefsId}|${claim.kind}`).toString('base64url');
  return `${payload}.${mac(payload, key)}`;
}

/** The claim, or null for a token that was not signed with `key` or says nothing sensible. */
export function verifyUnsubscribe(token: string, key: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [prefsId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
  if (!prefsId || !/^[A-Za-z0-9_-]{1,80}$/.test(prefsId) || !isMailKind(kind)) return null;
  return { prefsId, kind };
}

const KEY_DOC = 'mailKeys/unsubscribe';
let cached: { db: Firestore; key: Promise<string> } | undefined;

/**
 * The key that signs unsubscribe tokens: made by the admin server the first time it is needed and
 * kept in Firestore (`mailKeys/unsubscribe`, which no client may read: firestore.rules name no
 * such path), so a deploy needs no secret for it and every function instance signs alike.
 */
export function unsubscribeKey(db: Firestore): Promise<string> {
  if (cached?.db === db) return cached.key;
  const key = (async () => {
    const ref = db.doc(KEY_DOC);
    const existing = await ref.get();
    if (existing.exists) return existing.get('key') as string;
    try {
      await ref.create({ key: randomBytes(32).toString('base64url'), createdAt: new Date() });
    } catch (error) {
      if ((error as { code?: number }).code !== 6) throw error; // made meanwhile: read it
    }
    return (await ref.get()).get('key') as string;
  })();
  key.catch(() => (cached = undefined));
  cached = { db, key };
  return key;
}
