/**
 * A clubMembers/{id} record as the site reads it (docs/members.md, "Data"), parsed in one place
 * for both readers: the secretary's register and the member's own /account. The admin server is
 * its one writer; a missing or mistyped field becomes the safe default named there.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import {
  AGE_BANDS,
  MEMBER_STATUSES,
  type AgeBand,
  type Guardian,
  type MemberBasics,
  type MemberStatus,
} from '../config/membership';
import { text, timeOrNull } from './firestore-values';

export interface StoredMember extends MemberBasics {
  id: string;
  /** null until the member first signs in with the joining email. */
  uid: string | null;
  /** An ISO day, for a junior. */
  dateOfBirth: string | null;
  /** A junior's guardian, with when they consented (when stored). */
  guardian: (Guardian & { consentAt?: Date }) | null;
  closeRequestedAt: Date | null;
}

const isoDay = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

function guardianOf(value: unknown): StoredMember['guardian'] {
  if (typeof value !== 'object' || value === null) return null;
  const g = value as DocumentData;
  const consentAt = timeOrNull(g.consentAt);
  return {
    name: text(g.name),
    email: text(g.email),
    phone: text(g.phone),
    ...(consentAt && { consentAt }),
  };
}

/**
 * The record with every field at its default when missing: publishing is consent, so a name or
 * photos are published only when the record says `true`; an unknown status is awaiting payment
 * and an unknown age band adult (what a join writes before anything else happens).
 */
export function memberRecordOf(id: string, data: DocumentData): StoredMember {
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
    publishName: data.publishName === true,
    publishPhotos: data.publishPhotos === true,
    typeId: text(data.typeId),
    typeName: text(data.typeName),
    ageBand: AGE_BANDS.includes(data.ageBand as AgeBand) ? (data.ageBand as AgeBand) : 'adult',
    status: MEMBER_STATUSES.includes(data.status as MemberStatus)
      ? (data.status as MemberStatus)
      : 'awaitingPayment',
    paidUntil: isoDay(data.paidUntil),
    paymentReference: text(data.paymentReference),
    closeRequestedAt: timeOrNull(data.closeRequestedAt),
  };
}
