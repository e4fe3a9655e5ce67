/** clubMembers/{memberId} as docs/members.md describes it; the admin server is its one writer. */
import type { Guardian as GuardianContact, MemberBasics } from '../../../src/config/membership.ts';

export const MEMBERS = 'clubMembers';
export const PAYMENTS = 'payments';
export const REVOCATIONS = 'permitRevocations';
export const DAY_TICKETS = 'dayTickets';
export const EXPORTS = 'memberExports';
export const MEMBER_COUNTER = 'memberCounters/next';

export interface Guardian extends GuardianContact {
  /** When the guardian's consent was given (an ISO time). */
  consentAt: string;
}

export interface MemberRecord extends MemberBasics {
  uid: string | null;
  dateOfBirth: string | null;
  guardian: Guardian | null;
  rulesAcceptedAt: string;
  permitId: string | null;
  closeRequestedAt: string | null;
  createdAt: unknown;
  updatedAt: unknown;
  rev: number;
}

/** The fields a restore may put back (src/config/membership.ts): never money or status. */
export { MEMBER_DETAIL_FIELDS as DETAIL_FIELDS } from '../../../src/config/membership.ts';

/** A payment reference a bank transfer quotes. */
export const paymentReferenceOf = (memberNumber: string) => `PAC-${memberNumber}`;
