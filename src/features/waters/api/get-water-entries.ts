import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaterKey } from '../../../config/waters';

// Each query loads its reads (./read-water-entries.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

/** The entries as stored, for Manage Waters to edit. */
export const waterEntriesQuery = (key: WaterKey) =>
  queryOptions({
    queryKey: ['waters', key],
    queryFn: () => import('./read-water-entries').then((api) => api.getWaterEntries(key)),
  });

/** The public pages' entries: under the stored ones' key, so an admin's change refreshes both. */
export const shownWaterEntriesQuery = (key: WaterKey) =>
  queryOptions({
    queryKey: ['waters', key, 'shown'],
    queryFn: () => import('./read-water-entries').then((api) => api.getShownWaterEntries(key)),
  });

export function useShownWaterEntries(key: WaterKey) {
  return useQuery(shownWaterEntriesQuery(key));
}
