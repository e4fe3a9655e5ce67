/** A member's own account (routes/account-router.ts): their record found by their uid. */
import type { DecodedIdToken } from 'firebase-admin/auth';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  seasonOf,
  standingOn,
  type MembershipSettings,
  type PermitClaims,
} from '../../../src/config/membership.ts';
import { HttpError } from '../http-error.ts';
import { DETAIL_FIELDS, MEMBERS, PAYMENTS } from './member-record.ts';
import { writeRecorded, type Editor } from './recorded.ts';
import { WATERS } from './waters.ts';

export const editorOf = (caller: DecodedIdToken): Editor => ({
  uid: caller.uid,
  email: caller.email ?? null,
});

/** The caller's member record; 404 when they have none (not yet joined, or not yet claimed). */
export async function ownRecord(db: Firestore, uid: string): Promise<DocumentSnapshot> {
  const found = await db.collection(MEMBERS).where('uid', '==', uid).limit(1).get();
  const record = found.docs[0];
  if (!record) {
    throw new HttpError(
      404,
      'No membership is linked to this account: join, or sign in with the email you joined with.',
    );
  }
  return record;
}

/**
 * Links the record that has the caller's verified email to their uid, once. Idempotent for the
 * same uid; refused when the record is already another account's.
 */
export async function claim(db: Firestore, caller: DecodedIdToken): Promise<string> {
  if (!caller.email || caller.email_verified !== true) {
    throw new HttpError(
      403,
      'Sign in with the link sent to your email first, to show it is yours.',
    );
  }
  const email = caller.email.toLowerCase();
  const members = db.collection(MEMBERS);
  return db.runTransaction(async (tx) => {
    const [byEmail, byUid] = await Promise.all([
      tx.get(members.where('email', '==', email).limit(5)),
      tx.get(members.where('uid', '==', caller.uid).limit(1)),
    ]);
    const open = byEmail.docs.filter((doc) => doc.get('status') !== 'closed');
    const record = open.find((doc) => doc.get('uid') === caller.uid) ?? open[0];
    if (!record) throw new HttpError(404, 'No membership has this email: join first.');
    if (record.get('uid') === caller.uid) return record.id;
    if (record.get('uid')) {
      throw new HttpError(409, 'This membership is already linked to another account.');
    }
    if (!byUid.empty) throw new HttpError(409, 'This account already has a membership.');
    writeRecorded(
      db,
      tx,
      record.ref,
      record.data(),
      { uid: caller.uid, updatedAt: FieldValue.serverTimestamp() },
      {
        kind: 'edit',
        editor: editorOf(caller),
        title: `${record.get('name') as string}: signed in`,
      },
      { merge: true },
    );
    return record.id;
  });
}

/** Changes fields of a member's record in a transaction, recorded; `build` may refuse. */
export async function changeMember(
  db: Firestore,
  memberId: string,
  editor: Editor,
  kind: 'edit' | 'approve' | 'restore',
  build: (stored: DocumentData) => { fields: DocumentData; title: string; from?: number },
): Promise<DocumentData> {
  const ref = db.collection(MEMBERS).doc(memberId);
  return db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new HttpError(404, 'There is no such member.');
    const stored = current.data()!;
    const { fields, title, from } = build(stored);
    const next = { ...fields, updatedAt: FieldValue.serverTimestamp() };
    const rev = writeRecorded(
      db,
      tx,
      ref,
      stored,
      next,
      { kind, editor, title, from },
      { merge: true },
    );
    return { ...stored, ...fields, rev };
  });
}

/** Only the detail fields given (a restore or an edit never touches money or status). */
export function detailsOf(source: DocumentData): DocumentData {
  const fields: DocumentData = {};
  for (const field of DETAIL_FIELDS) if (field in source) fields[field] = source[field];
  return fields;
}

/** Firestore values as JSON: Timestamps as ISO times. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, plain(each)]));
  }
  return value;
}

/** Everything the club keeps about the member: record, payments, catches (GET /account/export). */
export async function exportOf(db: Firestore, record: DocumentSnapshot) {
  const [payments, catches] = await Promise.all([
    record.ref.collection(PAYMENTS).get(),
    db.collection('catches').where('ownerUid', '==', record.get('uid')).get(),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    member: plain({ id: record.id, ...record.data() }),
    payments: payments.docs.map((doc) => plain({ id: doc.id, ...doc.data() })),
    catches: catches.docs.map((doc) => plain({ id: doc.id, ...doc.data() })),
  };
}

/** The member's permit claims on `today`, or a refusal saying why there is none. */
export function memberClaims(
  data: DocumentData,
  settings: MembershipSettings,
  today: string,
): PermitClaims {
  const standing = standingOn(
    { status: data.status, paidUntil: data.paidUntil ?? null },
    settings,
    today,
  );
  if ((standing !== 'active' && standing !== 'renewalDue') || !data.permitId || !data.paidUntil) {
    throw new HttpError(
      409,
      'A permit is issued only while the membership is active: renew first.',
    );
  }
  return {
    jti: data.permitId as string,
    kind: 'member',
    name: data.name as string,
    num: data.memberNumber as string,
    type: data.typeName as string,
    waters: [...WATERS],
    from: seasonOf(today, settings).start,
    until: data.paidUntil as string,
    ...(typeof data.photoURL === 'string' ? { photo: data.photoURL } : {}),
  };
}
