import type { Guardian, MemberBasics, MembershipType } from '../../config/membership';

export type { Guardian };

/** membershipTypes/{id} as the back office lists it. */
export interface MembershipTypeRow extends MembershipType {
  id: string;
}

/** clubMembers/{id}: the register (docs/members.md, "Data"); the admin server is its one writer. */
export interface ClubMember extends MemberBasics {
  id: string;
  uid: string | null;
  dateOfBirth: string | null;
  guardian: Guardian | null;
  closeRequestedAt: Date | null;
}
