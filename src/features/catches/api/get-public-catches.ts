import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCatchesRequest } from './read-public-catches';
export type { PublicCatchesPage, PublicCatchesRequest } from './read-public-catches';

// Each query loads its reads (./read-public-catches.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const publicCatchesQueryOptions = (request: PublicCatchesRequest) =>
  queryOptions({
    queryKey: ['catches', 'public', 'page', request],
    queryFn: () => import('./read-public-catches').then((api) => api.getPublicCatches(request)),
  });

export function usePublicCatches(request: PublicCatchesRequest) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return useQuery({ ...publicCatchesQueryOptions(request), placeholderData: keepPreviousData });
}
