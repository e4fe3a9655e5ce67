import { queryOptions } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { memberRecordOf } from '../../../lib/member-record';
import type { ClubMember } from '../types';

/**
 * The whole register, read directly (firestore.rules lets the Members admins list it): a club's
 * few hundred members are searched and filtered on the phone, by number order.
 */
export const clubMembersQuery = queryOptions({
  queryKey: ['clubMembers'],
  queryFn: async (): Promise<ClubMember[]> => {
    const snapshot = await getDocs(collection(db, COLLECTIONS.clubMembers));
    return snapshot.docs
      .map((d) => memberRecordOf(d.id, d.data()))
      .sort((a, b) => a.memberNumber.localeCompare(b.memberNumber, 'en', { numeric: true }));
  },
});
