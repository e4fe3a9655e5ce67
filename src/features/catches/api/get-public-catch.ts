import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-public-catch.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const publicCatchQuery = (id: string) =>
  queryOptions({
    queryKey: ['catches', 'public', 'one', id],
    queryFn: () => import('./read-public-catch').then((api) => api.getPublicCatch(id)),
  });

export function usePublicCatch(id: string) {
  return useQuery(publicCatchQuery(id));
}
