/**
 * The signed-in member's own data, read as firestore.rules allow: their clubMembers record (uid ==
 * theirs) and their catches (ownerUid == theirs). Never kept on the phone (app/public-query-keys.ts
 * keeps public queries only) nor rendered on the server (/account is the app shell).
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  Timestamp,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import {
  AGE_BANDS,
  MEMBER_STATUSES,
  type AgeBand,
  type MemberStatus,
  type MembershipSettings,
} from '../../../config/membership';
import { db } from '../../../lib/firebase';
import { numberOr, optionalNumber, text } from '../../../lib/firestore-values';
import type { BankDetails, CatchOutcome, MemberRecord, MyCatch } from '../types';

/** A stored time (a Timestamp, or an ISO string from the server), or undefined. */
function timeOf(value: unknown): Date | undefined {
  if (value instanceof Timestamp) return value.toDate();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value);
  return undefined;
}

export function memberFromData(id: string, data: DocumentData): MemberRecord {
  const guardian = data.guardian as DocumentData | null | undefined;
  const consentAt = timeOf(guardian?.consentAt);
  const closeRequestedAt = timeOf(data.closeRequestedAt);
  return {
    id,
    memberNumber: text(data.memberNumber),
    email: text(data.email),
    name: text(data.name),
    phone: text(data.phone),
    address: text(data.address),
    ...(typeof data.dateOfBirth === 'string' && { dateOfBirth: data.dateOfBirth }),
    ...(guardian && {
      guardian: {
        name: text(guardian.name),
        email: text(guardian.email),
        phone: text(guardian.phone),
        ...(consentAt && { consentAt }),
      },
    }),
    publishName: data.publishName === true,
    publishPhotos: data.publishPhotos === true,
    typeId: text(data.typeId),
    typeName: text(data.typeName),
    ageBand: AGE_BANDS.includes(data.ageBand as AgeBand) ? (data.ageBand as AgeBand) : 'adult',
    status: MEMBER_STATUSES.includes(data.status as MemberStatus)
      ? (data.status as MemberStatus)
      : 'awaitingPayment',
    paidUntil: typeof data.paidUntil === 'string' ? data.paidUntil : null,
    paymentReference: text(data.paymentReference),
    ...(closeRequestedAt && { closeRequestedAt }),
  };
}

export type StandingSettings = Pick<MembershipSettings, 'renewalOpensDays' | 'graceDays'> & {
  /** "Pay the treasurer", for a membership awaiting payment. */
  bank: BankDetails;
};

export interface MyAccount {
  /** null: no membership is linked to this sign-in yet. */
  member: MemberRecord | null;
  settings: StandingSettings;
}

export async function readMyAccount(uid: string): Promise<MyAccount> {
  const [members, settings] = await Promise.all([
    getDocs(query(collection(db, COLLECTIONS.clubMembers), where('uid', '==', uid), limit(1))),
    getDoc(doc(db, COLLECTIONS.clubSettings, 'membership')),
  ]);
  const found = members.docs[0];
  const stored = settings.data() ?? {};
  return {
    member: found ? memberFromData(found.id, found.data()) : null,
    settings: {
      renewalOpensDays: numberOr(stored.renewalOpensDays, 30),
      graceDays: numberOr(stored.graceDays, 30),
      bank: {
        accountName: text(stored.bankAccountName),
        sortCode: text(stored.bankSortCode),
        accountNumber: text(stored.bankAccountNumber),
      },
    },
  };
}

/**
 * What became of a catch: approved once public; not approved when the catch queue's reviewer gave
 * a reason (issue 34, point 6: `notApprovedReason`); otherwise waiting.
 */
export function catchOutcome(data: DocumentData): CatchOutcome {
  if (data.isPublic === true) return { state: 'approved' };
  const reason = data.notApprovedReason ?? (data.notApproved as DocumentData | undefined)?.reason;
  if (typeof reason === 'string') return { state: 'notApproved', reason };
  return { state: 'waiting' };
}

export async function readMyCatches(uid: string): Promise<MyCatch[]> {
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.catches), where('ownerUid', '==', uid), limit(100)),
  );
  return snapshot.docs
    .map((item) => {
      const data = item.data();
      const lbs = optionalNumber(data.fishLbs);
      const oz = optionalNumber(data.fishOz);
      return {
        id: item.id,
        fishType: text(data.fishType),
        catchLocation: text(data.catchLocation),
        ...((lbs !== undefined || oz !== undefined) && {
          weight: { lbs: lbs ?? 0, oz: oz ?? 0 },
        }),
        submittedAt: timeOf(data.submittedAt) ?? new Date(0),
        outcome: catchOutcome(data),
      };
    })
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime());
}
