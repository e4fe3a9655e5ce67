import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-records.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const clubRecordsQuery = queryOptions({
  queryKey: ['records', 'club'],
  queryFn: () => import('./read-records').then((api) => api.getClubRecords()),
});

export function useClubRecords() {
  return useQuery(clubRecordsQuery);
}

export function usePersonalBests(memberName: string | undefined) {
  return useQuery({
    queryKey: ['records', 'personal', memberName],
    queryFn: () => import('./read-records').then((api) => api.getPersonalBests(memberName!)),
    enabled: memberName !== undefined,
  });
}
