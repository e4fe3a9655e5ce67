import { changeRecorded, type Recorded } from '../../../lib/history';
import type { CommitteeMember } from '../types';
import { memberRef } from './create-member';

/**
 * Moves a member to the bin (Recently deleted, restorable for 90 days): their photo stays in
 * Storage until the bin purge removes it with the member's history.
 */
export function deleteMember(
  member: Pick<CommitteeMember, 'id' | 'memberName'>,
): Promise<Recorded> {
  return changeRecorded(
    memberRef(member.id),
    { area: 'manageCommittee', kind: 'delete', title: member.memberName },
    (stored) => {
      if (!stored) throw new Error('That member no longer exists.');
      return null;
    },
  );
}
