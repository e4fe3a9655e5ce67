/** The fields an admin edits on a committee member (everything but id and photo). */
export interface MemberFields {
  memberName: string;
  memberRole: string;
  contactEmail?: string;
  contactNumber?: string;
  contactAddress?: string;
  positionRank: number;
}

/** Empty optional fields are left out of the stored document, as in the seed and old data. */
export function storedMemberFields(fields: MemberFields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  );
}
