import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { numberOr, optionalNumber, optionalText, text } from '../../../lib/firestore-values';
import type { Catch } from '../types';

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
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      catchLocation: text(data.catchLocation),
      fishLbs: optionalNumber(data.fishLbs),
      fishOz: optionalNumber(data.fishOz),
      fishType: text(data.fishType),
      memberName: text(data.memberName),
      imgURL: text(data.imgURL),
      thumbURL: optionalText(data.thumbURL),
      isPublic: data.isPublic === true,
      orderRank: numberOr(data.orderRank, 0),
    };
  });
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
