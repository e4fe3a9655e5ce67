import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-latest-catches.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

/** The home page's thumbnails: two rows of three. */
export const HOME_CATCHES_COUNT = 6;

export const latestCatchesQuery = queryOptions({
  queryKey: ['catches', 'public', 'latest'],
  queryFn: () =>
    import('./read-latest-catches').then((api) => api.getLatestCatches(HOME_CATCHES_COUNT)),
});

export function useLatestCatches() {
  return useQuery(latestCatchesQuery);
}
