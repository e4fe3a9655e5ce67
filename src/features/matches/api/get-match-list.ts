import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  COLLECTIONS,
  MATCH_HIDE_PAST_WINDOW_MS,
  PAST_MATCHES_PAGE_SIZE,
} from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { MatchWithResult } from '../types';
import { matchFromData } from './match-from-data';

/** Where the list divides past from upcoming: one day before now, as "Hide Past Matches". */
export function pastCutoff(now = new Date()): Timestamp {
  return Timestamp.fromMillis(now.getTime() - MATCH_HIDE_PAST_WINDOW_MS);
}

/** Upcoming matches (from a day ago on), by date ascending: every one is shown. */
export async function getUpcomingMatches(now = new Date()): Promise<MatchWithResult[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.matches),
      where('date', '>=', pastCutoff(now)),
      orderBy('date'),
    ),
  );
  return snapshot.docs.map((d) => matchFromData(d.id, d.data()));
}

export interface PastMatchesPage {
  /** Most recent first. */
  matches: MatchWithResult[];
  /** Where the next page starts; undefined when there are no older matches. */
  next?: QueryDocumentSnapshot;
}

/**
 * One page of past matches, most recent first, after `after`. Reads one document more than it
 * shows, to know whether an older page exists.
 */
export async function getPastMatches(
  after?: QueryDocumentSnapshot,
  pageSize = PAST_MATCHES_PAGE_SIZE,
  now = new Date(),
): Promise<PastMatchesPage> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.matches),
      where('date', '<', pastCutoff(now)),
      orderBy('date', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(pageSize + 1),
    ),
  );
  const shown = snapshot.docs.slice(0, pageSize);
  return {
    matches: shown.map((d) => matchFromData(d.id, d.data())),
    next: snapshot.docs.length > pageSize ? shown.at(-1) : undefined,
  };
}

export const upcomingMatchesQuery = queryOptions({
  queryKey: ['matches', 'upcoming'],
  queryFn: () => getUpcomingMatches(),
});

export const pastMatchesQuery = infiniteQueryOptions({
  queryKey: ['matches', 'past'],
  queryFn: ({ pageParam }) => getPastMatches(pageParam),
  initialPageParam: undefined as QueryDocumentSnapshot | undefined,
  getNextPageParam: (page) => page.next,
});

export function useUpcomingMatches() {
  return useQuery(upcomingMatchesQuery);
}

export function usePastMatches() {
  return useInfiniteQuery(pastMatchesQuery);
}
