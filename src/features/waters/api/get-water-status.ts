import { queryOptions, useQuery } from '@tanstack/react-query';

// The reads (./read-water-status.ts, with Firebase) load when the query first runs: a page the
// server rendered hydrates from its embedded data without them.

/** Every water's status as stored, read once (the bailiff's phone keeps a copy for no signal). */
export const fetchWaterStatuses = () =>
  import('./read-water-status').then((api) => api.getWaterStatuses());

/** Every water's status as stored (three small documents: the home page, lists and pages share it). */
export const waterStatusesQuery = queryOptions({
  queryKey: ['waterStatus'],
  queryFn: fetchWaterStatuses,
});

export function useWaterStatuses() {
  return useQuery(waterStatusesQuery);
}
