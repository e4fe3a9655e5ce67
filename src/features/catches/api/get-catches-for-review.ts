import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { COLLECTIONS, REVIEW_PAGE_SIZE } from '../../../config/constants';
import { callAdminServer } from '../../../lib/admin-server';
import { db } from '../../../lib/firebase';
import type { Catch } from '../types';
import { catchFromData } from './catch-from-data';

export interface ReviewPage {
  catches: Catch[];
  /** Whether a page follows this one. */
  hasNext: boolean;
  /**
   * Why the admin server's upkeep failed before this page was read (catchesForReviewQuery), or
   * null: new catches are then missing from the list, and the screen says so.
   */
  upkeepError?: string | null;
  /** The orderRank of the last catch read, where the next page starts. */
  lastRank?: number;
}

/**
 * One page of Manage Catches: the approved (isPublic true) or the waiting (false) catches, newest
 * first, after the catch ranked `after` (the last of the previous page; undefined: the first
 * page). Waiting catches are listed only once the admin server has seen both their files
 * (photoStored true, admin-server catch upkeep): a catch finished without its photo never reaches
 * the queue, and the upkeep removes it after a day. The filters are part of the query, so it
 * needs the composite indexes (isPublic, orderRank desc) and (isPublic, photoStored, orderRank
 * desc). One more than a page is read to know whether another follows. A catch not approved
 * (notApprovedReason, issue 34) has left the queue: dropped from the waiting page here (a query
 * cannot ask for a field that is missing), so such a page may hold fewer than a page of catches.
 */
export async function getCatchesForReview(
  approved: boolean,
  after?: number,
  pageSize = REVIEW_PAGE_SIZE,
): Promise<ReviewPage> {
  const constraints: QueryConstraint[] = [
    where('isPublic', '==', approved),
    ...(approved ? [] : [where('photoStored', '==', true)]),
    orderBy('orderRank', 'desc'),
    ...(after === undefined ? [] : [startAfter(after)]),
    limit(pageSize + 1),
  ];
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.catches), ...constraints));
  const read = snapshot.docs.map((d) => catchFromData(d.id, d.data()));
  const page = read.slice(0, pageSize);
  return {
    catches: approved ? page : page.filter((entry) => entry.notApprovedReason === undefined),
    hasNext: read.length > pageSize,
    lastRank: page[page.length - 1]?.orderRank,
  };
}

/**
 * Asks the admin server to look at the waiting catches' files (photoStored, which approving
 * needs) and to remove drafts older than a day (admin-server catch upkeep). A failure leaves the
 * list as it is (catches it has not seen cannot be approved yet) and is told to the admin
 * (ReviewPage.upkeepError), never swallowed: an empty list must not hide a broken server.
 */
export function runCatchUpkeep(): Promise<unknown> {
  return callAdminServer('/catches/upkeep', { method: 'POST' });
}

export const catchesForReviewQuery = (approved: boolean, after?: number) =>
  queryOptions({
    queryKey: ['catches', 'review', approved ? 'approved' : 'unapproved', after ?? 'first'],
    queryFn: async (): Promise<ReviewPage> => {
      let upkeepError: string | null = null;
      if (!approved)
        await runCatchUpkeep().catch((error: unknown) => {
          upkeepError = error instanceof Error ? error.message : String(error);
        });
      return { ...(await getCatchesForReview(approved, after)), upkeepError };
    },
    // Submissions arrive from the public site at any time: always re-read on opening the screen.
    staleTime: 0,
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCatchesForReview(approved: boolean, after?: number) {
  return useQuery(catchesForReviewQuery(approved, after));
}
