import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-match.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const matchQuery = (id: string) =>
  queryOptions({
    queryKey: ['matches', 'one', id],
    queryFn: () => import('./read-match').then((api) => api.getMatch(id)),
  });

export function useMatch(id: string) {
  return useQuery(matchQuery(id));
}
