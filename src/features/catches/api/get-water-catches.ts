import { queryOptions } from '@tanstack/react-query';

/** A water page's approved catches: a few, newest first. */
export const WATER_CATCHES_COUNT = 3;

// The reads (./read-latest-catches.ts, with Firebase) load when the query first runs.
export const waterCatchesQuery = (water: string) =>
  queryOptions({
    queryKey: ['catches', 'public', 'water', water],
    queryFn: () =>
      import('./read-latest-catches').then((api) =>
        api.getWaterCatches(water, WATER_CATCHES_COUNT),
      ),
  });
