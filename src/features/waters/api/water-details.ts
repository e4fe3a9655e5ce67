import { queryOptions } from '@tanstack/react-query';
import type { WaterKey } from '../../../config/waters';

// The reads and writes (./read-water-details.ts, ./save-water-details.ts, with Firebase) load
// when first used, not with the page.

/** waters/{key}: how to find, park at and fish the water. */
export const waterDetailsQuery = (key: WaterKey) =>
  queryOptions({
    queryKey: ['waters', key, 'details'],
    queryFn: () => import('./read-water-details').then((api) => api.getWaterDetails(key)),
  });
