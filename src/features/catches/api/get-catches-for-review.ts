import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { Catch } from '../types';
import { catchFromData } from './catch-from-data';

/**
 * Manage Catches: the approved (isPublic true) or the waiting (false) catches, newest first. The
 * isPublic filter is part of the query, so it needs the composite index (isPublic, orderRank desc).
 */
export async function getCatchesForReview(approved: boolean): Promise<Catch[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.catches),
      where('isPublic', '==', approved),
      orderBy('orderRank', 'desc'),
    ),
  );
  return snapshot.docs.map((d) => catchFromData(d.id, d.data()));
}

export const catchesForReviewQuery = (approved: boolean) =>
  queryOptions({
    queryKey: ['catches', 'review', approved ? 'approved' : 'unapproved'],
    queryFn: () => getCatchesForReview(approved),
    // Submissions arrive from the public site at any time: always re-read on opening the screen.
    staleTime: 0,
  });

export function useCatchesForReview(approved: boolean) {
  return useQuery(catchesForReviewQuery(approved));
}
