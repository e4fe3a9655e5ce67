import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { PastMatchesCursor } from './read-match-list';
export type { PastMatchesCursor, PastMatchesPage } from './read-match-list';

// Each query loads its reads (./read-match-list.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const upcomingMatchesQuery = queryOptions({
  queryKey: ['matches', 'upcoming'],
  queryFn: () => import('./read-match-list').then((api) => api.getUpcomingMatches()),
});

export const pastMatchesQuery = infiniteQueryOptions({
  queryKey: ['matches', 'past'],
  queryFn: ({ pageParam }) =>
    import('./read-match-list').then((api) => api.getPastMatches(pageParam)),
  initialPageParam: undefined as PastMatchesCursor | undefined,
  getNextPageParam: (page) => page.next,
});

export function useUpcomingMatches() {
  return useQuery(upcomingMatchesQuery);
}

/** The past matches, read only once `enabled` (the list's "Hide Past Matches" unticked). */
export function usePastMatches(enabled = true) {
  return useInfiniteQuery({ ...pastMatchesQuery, enabled });
}
