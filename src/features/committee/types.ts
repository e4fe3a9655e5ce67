export interface CommitteeMember {
  id: string;
  positionRank: number;
  photoURL?: string;
  memberName: string;
  memberRole: string;
  /** Comma-separated lines of the address. */
  contactAddress?: string;
  contactEmail?: string;
  contactNumber?: string;
}
