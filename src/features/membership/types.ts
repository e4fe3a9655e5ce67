import type { Guardian, MembershipType, PermitClaims } from '../../config/membership';
import type { StoredMember } from '../../lib/member-record';

export type { Guardian };

/** A membership type as /join lists it (membershipTypes/{id}). */
export interface MembershipTypeItem extends MembershipType {
  id: string;
}

/** The bank details and reference of "pay the treasurer" (docs/members.md, join's `pay`). */
export interface BankDetails {
  accountName: string;
  sortCode: string;
  accountNumber: string;
}

/** How to pay, as the admin server answers a join or a renewal. */
export type PayInstruction =
  | {
      method: 'bank';
      bank: BankDetails;
      /** A card was asked for and Stripe failed (admin-server's payFor): nothing was charged. */
      cardUnavailable?: true;
    }
  | { method: 'stripe'; checkoutUrl: string };

export interface JoinResult {
  memberId: string;
  memberNumber: string;
  paymentReference: string;
  amountPence: number;
  status: 'awaitingPayment' | 'waitingList';
  /** null on the waiting list: nothing is paid until a place is offered. */
  pay: PayInstruction | null;
}

/** POST /api/members/join's body. */
export interface JoinRequest {
  typeId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  dateOfBirth?: string;
  guardian?: Guardian & { consent: true };
  publishName: boolean;
  publishPhotos: boolean;
  rulesAccepted: true;
  /** How the applicant chose to pay; the treasurer's bank details when the club takes no cards. */
  payBy: 'card' | 'treasurer';
}

/** A member's own record (clubMembers/{id}) as /account shows it: read as the register reads it. */
export type MemberRecord = StoredMember;

/** What a member may change of their own record (PUT /api/account/details). */
export interface MemberDetails {
  name: string;
  phone: string;
  address: string;
  guardian?: Guardian & { consent: true };
  publishName: boolean;
  publishPhotos: boolean;
}

/** A signed permit: the QR carries the token; the claims say what it is good for. */
export interface Permit {
  token: string;
  claims: PermitClaims;
}

/** The card kept on the phone for the signed-in member (api/kept-card.ts). */
export interface KeptCard extends Permit {
  /** When the permit was last fetched from the club's server (ISO). */
  checkedAt: string;
}

/** What became of a member's catch. */
export type CatchOutcome =
  { state: 'waiting' } | { state: 'approved' } | { state: 'notApproved'; reason: string };

export interface MyCatch {
  id: string;
  fishType: string;
  catchLocation: string;
  weight?: { lbs: number; oz: number };
  submittedAt: Date;
  outcome: CatchOutcome;
}
