import { queryOptions } from '@tanstack/react-query';
import { collection, getDocs, type DocumentData } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import {
  AGE_BANDS,
  MEMBER_STATUSES,
  type AgeBand,
  type MemberStatus,
} from '../../../config/membership';
import { db } from '../../../lib/firebase';
import { text } from '../../../lib/firestore-values';
import type { ClubMember, Guardian } from '../types';

const isoDay = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

function guardianOf(value: unknown): Guardian | null {
  if (typeof value !== 'object' || value === null) return null;
  const g = value as Record<string, unknown>;
  return { name: text(g.name), email: text(g.email), phone: text(g.phone) };
}

function dateOrNull(value: unknown): Date | null {
  const toDate = (value as { toDate?: () => Date } | null)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : null;
}

/** A stored record as the register shows it, a missing field at a safe default. */
export function clubMemberOf(id: string, data: DocumentData): ClubMember {
  return {
    id,
    memberNumber: text(data.memberNumber),
    uid: typeof data.uid === 'string' ? data.uid : null,
    email: text(data.email),
    name: text(data.name),
    phone: text(data.phone),
    address: text(data.address),
    dateOfBirth: isoDay(data.dateOfBirth),
    guardian: guardianOf(data.guardian),
    publishName: data.publishName !== false,
    publishPhotos: data.publishPhotos !== false,
    typeId: text(data.typeId),
    typeName: text(data.typeName),
    ageBand: AGE_BANDS.includes(data.ageBand as AgeBand) ? (data.ageBand as AgeBand) : 'adult',
    status: MEMBER_STATUSES.includes(data.status as MemberStatus)
      ? (data.status as MemberStatus)
      : 'awaitingPayment',
    paidUntil: isoDay(data.paidUntil),
    paymentReference: text(data.paymentReference),
    closeRequestedAt: dateOrNull(data.closeRequestedAt),
  };
}

/**
 * The whole register, read directly (firestore.rules lets the Members admins list it): a club's
 * few hundred members are searched and filtered on the phone, by number order.
 */
export const clubMembersQuery = queryOptions({
  queryKey: ['clubMembers'],
  queryFn: async (): Promise<ClubMember[]> => {
    const snapshot = await getDocs(collection(db, COLLECTIONS.clubMembers));
    return snapshot.docs
      .map((d) => clubMemberOf(d.id, d.data()))
      .sort((a, b) => a.memberNumber.localeCompare(b.memberNumber, 'en', { numeric: true }));
  },
});
