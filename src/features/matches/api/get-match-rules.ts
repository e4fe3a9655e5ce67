import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-match-rules.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const matchRulesQuery = queryOptions({
  queryKey: ['matchRules'],
  queryFn: () => import('./read-match-rules').then((api) => api.getMatchRules()),
});

export function useMatchRules() {
  return useQuery(matchRulesQuery);
}
