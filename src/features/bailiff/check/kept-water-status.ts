import type { WaterStatus } from '../../../config/water-status';
import { untilText } from '../../waters';

/** The water's status as the phone kept it when a check was made. */
export interface KeptWaterStatus {
  /** As it stands on the check's day; null when this phone kept no statuses (it must sync). */
  status: WaterStatus | null;
  /** When the phone fetched it, ms since the epoch. */
  asOf: number;
  /** Fetched long enough ago that the club may have changed it since. */
  stale: boolean;
}

/**
 * Past this age a kept status may no longer be the club's: waters are closed on the day (a flood,
 * works), so a copy from this morning is likely right and yesterday's may not be.
 */
export const STATUS_STALE_MS = 6 * 60 * 60 * 1000;

const why = (reason: string) => reason.trim().replace(/[.\s]+$/, '');

/** "Weston is closed (Flooding) until Sat 5 December.", "Weston is restricted: Weed cutting." */
export function statusSentence(water: string, status: WaterStatus): string | null {
  if (status.state === 'open') return null;
  const until = status.until ? ` until ${untilText(status.until)}` : '';
  return status.state === 'closed'
    ? `${water} is closed (${why(status.reason)})${until}.`
    : `${water} is restricted: ${why(status.reason)}${until ? `,${until}` : ''}.`;
}
