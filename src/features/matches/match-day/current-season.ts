import type { Season } from './types';

/**
 * The season the league page opens on: the one running now; between seasons, the latest that has
 * started; before any has started, the earliest.
 */
export function currentSeason(seasons: Season[], now = new Date()): Season | undefined {
  const time = now.getTime();
  const byStart = seasons.toSorted((a, b) => a.start.getTime() - b.start.getTime());
  return (
    byStart.find((s) => s.start.getTime() <= time && time < s.end.getTime()) ??
    byStart.filter((s) => s.start.getTime() <= time).at(-1) ??
    byStart[0]
  );
}
