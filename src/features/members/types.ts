import type { Guardian, MembershipType } from '../../config/membership';
import type { StoredMember } from '../../lib/member-record';

export type { Guardian };

/** membershipTypes/{id} as the back office lists it. */
export interface MembershipTypeRow extends MembershipType {
  id: string;
}

/** clubMembers/{id}: the register (docs/members.md, "Data"); the admin server is its one writer. */
export type ClubMember = StoredMember;
