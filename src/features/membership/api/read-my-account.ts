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
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import type { MembershipSettings } from '../../../config/membership';
import { db } from '../../../lib/firebase';
import { numberOr, optionalNumber, text, timeOrNull } from '../../../lib/firestore-values';
import { memberRecordOf } from '../../../lib/member-record';
import type { BankDetails, CatchOutcome, MemberRecord, MyCatch } from '../types';

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
    member: found ? memberRecordOf(found.id, found.data()) : null,
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
        submittedAt: timeOrNull(data.submittedAt) ?? new Date(0),
        outcome: catchOutcome(data),
      };
    })
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime());
}
