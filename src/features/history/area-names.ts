import { areaOf, HISTORY_AREAS, type HistoryArea } from '../../config/areas';

/** Each recorded area as the back office names it (its `historyName` in src/config/areas.ts). */
export const AREA_NAMES = Object.fromEntries(
  HISTORY_AREAS.map((area) => [area, areaOf(area).historyName]),
) as Record<HistoryArea, string>;

export { HISTORY_AREAS };
