import { deleteField } from 'firebase/firestore/lite';
import { changeRecorded, type Recorded } from '../../../lib/history';
import type { CommitteeMember } from '../types';
import { memberRef, uploadMemberPhoto } from './create-member';
import type { MemberFields } from './member-fields';

/**
 * Saves a member's details and, when a new photo is given, points photoURL at it (stored under a
 * new name: the old photo stays, so an earlier version can be put back). Recorded.
 */
export async function updateMember(
  member: Pick<CommitteeMember, 'id'>,
  fields: MemberFields,
  newPhoto?: Blob,
): Promise<Recorded> {
  const photoURL = newPhoto ? await uploadMemberPhoto(newPhoto) : undefined;
  // Cleared optional fields are removed rather than stored empty.
  const changes: Record<string, unknown> = {
    memberName: fields.memberName,
    memberRole: fields.memberRole,
    positionRank: fields.positionRank,
    contactEmail: fields.contactEmail || deleteField(),
    contactNumber: fields.contactNumber || deleteField(),
    contactAddress: fields.contactAddress || deleteField(),
    ...(photoURL ? { photoURL } : {}),
  };
  return changeRecorded(
    memberRef(member.id),
    { area: 'manageCommittee', kind: 'edit', title: fields.memberName },
    () => changes,
    { merge: true },
  );
}
