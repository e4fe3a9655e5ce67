/** clubMembers/{memberId} as docs/members.md describes it; the admin server is its one writer. */
import type { AgeBand, MemberStatus } from '../../../src/config/membership.ts';

export const MEMBERS = 'clubMembers';
export const PAYMENTS = 'payments';
export const REVOCATIONS = 'permitRevocations';
export const DAY_TICKETS = 'dayTickets';
export const MEMBER_COUNTER = 'memberCounters/next';

export interface Guardian {
  name: string;
  email: string;
  phone: string;
  /** When the guardian's consent was given (an ISO time). */
  consentAt: string;
}

export interface MemberRecord {
  memberNumber: string;
  uid: string | null;
  email: string;
  name: string;
  phone: string;
  address: string;
  dateOfBirth: string | null;
  guardian: Guardian | null;
  publishName: boolean;
  publishPhotos: boolean;
  rulesAcceptedAt: string;
  typeId: string;
  typeName: string;
  ageBand: AgeBand;
  status: MemberStatus;
  paidUntil: string | null;
  paymentReference: string;
  permitId: string | null;
  closeRequestedAt: string | null;
  createdAt: unknown;
  updatedAt: unknown;
  rev: number;
}

/** The fields a member (or the secretary) edits, and a restore may put back: never money or status. */
export const DETAIL_FIELDS = [
  'name',
  'phone',
  'address',
  'dateOfBirth',
  'guardian',
  'publishName',
  'publishPhotos',
] as const;

/** A payment reference a bank transfer quotes. */
export const paymentReferenceOf = (memberNumber: string) => `PAC-${memberNumber}`;
