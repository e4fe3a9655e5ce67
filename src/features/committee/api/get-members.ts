import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-members.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const membersQuery = queryOptions({
  queryKey: ['members'],
  queryFn: () => import('./read-members').then((api) => api.getMembers()),
});

export function useMembers() {
  return useQuery(membersQuery);
}
