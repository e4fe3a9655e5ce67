import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { CommitteeMember } from '../types';
import { toMember } from './read-members';

/** One committee member, or null when there is no such document. */
export async function getMember(id: string): Promise<CommitteeMember | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.members, id));
  return snapshot.exists() ? toMember(snapshot) : null;
}

export const memberQuery = (id: string) =>
  queryOptions({ queryKey: ['members', id], queryFn: () => getMember(id) });

export function useMember(id: string) {
  return useQuery(memberQuery(id));
}
