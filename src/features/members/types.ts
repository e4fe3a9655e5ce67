import type { AgeBand, MembershipType, MemberStatus } from '../../config/membership';

/** membershipTypes/{id} as the back office lists it. */
export interface MembershipTypeRow extends MembershipType {
  id: string;
}

/** A junior's parent or guardian, who consented to the membership. */
export interface Guardian {
  name: string;
  email: string;
  phone: string;
}

/** clubMembers/{id}: the register (docs/members.md, "Data"); the admin server is its one writer. */
export interface ClubMember {
  id: string;
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
  typeId: string;
  typeName: string;
  ageBand: AgeBand;
  status: MemberStatus;
  /** The last day of the last season paid for. */
  paidUntil: string | null;
  /** What a bank transfer quotes ("PAC-1042"). */
  paymentReference: string;
  closeRequestedAt: Date | null;
}
