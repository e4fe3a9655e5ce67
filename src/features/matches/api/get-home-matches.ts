import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-home-matches.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

/** The home page's latest results: this many matches (three document reads). */
export const HOME_RESULTS_COUNT = 3;

export const nextMatchQuery = queryOptions({
  queryKey: ['matches', 'next'],
  queryFn: () => import('./read-home-matches').then((api) => api.getNextMatch()),
});

export const latestResultsQuery = queryOptions({
  queryKey: ['matches', 'latest-results'],
  queryFn: () =>
    import('./read-home-matches').then((api) => api.getLatestResults(HOME_RESULTS_COUNT)),
});

export function useNextMatch() {
  return useQuery(nextMatchQuery);
}

export function useLatestResults() {
  return useQuery(latestResultsQuery);
}
