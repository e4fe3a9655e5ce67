import { clubToday } from '../../config/club-time';
import { statusOn, type WaterStatus } from '../../config/water-status';
import { WATERS, type WaterKey } from '../../config/waters';

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Sat 5 December" for "2026-12-05". */
export const untilText = (day: string) => DAY.format(new Date(`${day}T12:00:00Z`));

/** "Closed until Sat 5 December", "Restricted", "Open". */
export function statusHeadline(status: WaterStatus): string {
  if (status.state === 'open') return 'Open';
  const word = status.state === 'closed' ? 'Closed' : 'Restricted';
  return status.until ? `${word} until ${untilText(status.until)}` : word;
}

/** The status as shown today: one whose until-date has passed is open. */
export const shownStatus = (status: WaterStatus | undefined, today = clubToday()) =>
  statusOn(status, today);

/** The water a match's location names ("Weston", "Clay End Lake"), if any. */
export function waterOfLocation(location: string): WaterKey | null {
  const lower = location.toLowerCase();
  return WATERS.find((water) => lower.includes(water.name.toLowerCase()))?.key ?? null;
}

/**
 * A match's flag: the status of the water its location names, on the match's day, when that day
 * is today or later and the water is not open then; null otherwise (a past match keeps no flag).
 */
export function matchWaterStatus(
  statuses: Partial<Record<WaterKey, WaterStatus>> | undefined,
  location: string,
  day: string,
  today = clubToday(),
): WaterStatus | null {
  const key = waterOfLocation(location);
  if (!statuses || !key || day < today) return null;
  const status = statusOn(statuses[key], day);
  return status.state === 'open' ? null : status;
}
