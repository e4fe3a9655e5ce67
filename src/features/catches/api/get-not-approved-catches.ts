import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { Catch } from '../types';
import { catchFromData } from './catch-from-data';

/** How many of the catches not approved Manage Catches lists for a second look. */
export const NOT_APPROVED_SHOWN = 30;

/**
 * The catches not approved and not approved since (issue 34, point 6), newest first: a reviewer's
 * slip after its Undo has gone is put right from here with Approve. A range on the reason alone
 * needs no composite index; the few catches approved after all are dropped here.
 */
export async function getNotApprovedCatches(): Promise<Catch[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.catches),
      where('notApprovedReason', '>', ''),
      limit(NOT_APPROVED_SHOWN),
    ),
  );
  return snapshot.docs
    .map((item) => catchFromData(item.id, item.data()))
    .filter((entry) => !entry.isPublic)
    .sort((a, b) => b.orderRank - a.orderRank);
}

// Under ['catches'], so every catch write (useCatchMutation) reads it again.
export const notApprovedCatchesQuery = queryOptions({
  queryKey: ['catches', 'notApproved'],
  queryFn: getNotApprovedCatches,
});

export const useNotApprovedCatches = () => useQuery(notApprovedCatchesQuery);
