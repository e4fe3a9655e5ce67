import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getCount, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { runCatchUpkeep } from './get-catches-for-review';

/**
 * How many catches wait for review: those Manage Catches lists as waiting (isPublic false, both
 * files seen: photoStored true). A count aggregation: one read per 1000 documents, no documents
 * sent. Only equality filters, so single-field indexes serve it.
 */
export async function countWaitingCatches(): Promise<number> {
  const waiting = query(
    collection(db, COLLECTIONS.catches),
    where('isPublic', '==', false),
    where('photoStored', '==', true),
  );
  return (await getCount(waiting)).data().count;
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
