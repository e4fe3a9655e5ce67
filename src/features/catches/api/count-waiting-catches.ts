import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getCount, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { runCatchUpkeep } from './get-catches-for-review';

/**
 * How many catches wait for review: those Manage Catches lists as waiting (isPublic false, both
 * files seen: photoStored true), less those not approved (a reason given, issue 34: a query
 * cannot ask for a missing field, so they are counted and taken away). Count aggregations: one
 * read per 1000 documents, no documents sent. The second needs the composite index (isPublic,
 * photoStored, notApprovedReason).
 */
export async function countWaitingCatches(): Promise<number> {
  const finished = [where('isPublic', '==', false), where('photoStored', '==', true)] as const;
  const [all, notApproved] = await Promise.all([
    getCount(query(collection(db, COLLECTIONS.catches), ...finished)),
    getCount(
      query(collection(db, COLLECTIONS.catches), ...finished, where('notApprovedReason', '>', '')),
    ),
  ]);
  return all.data().count - notApproved.data().count;
}

/**
 * The dashboard's count, under the review list's key so an approve or delete refreshes it. The
 * admin server's upkeep runs first, as when the list opens, so new submissions are counted.
 */
export const waitingCatchesQuery = queryOptions({
  queryKey: ['catches', 'review', 'waiting count'],
  queryFn: async () => {
    await runCatchUpkeep().catch(() => undefined);
    return countWaitingCatches();
  },
  staleTime: 0,
});

export function useWaitingCatches(enabled: boolean) {
  return useQuery({ ...waitingCatchesQuery, enabled });
}
