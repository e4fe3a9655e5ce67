/**
 * A water's status (issue 35): open, closed or restricted, with a reason and the last day it
 * holds. Shared by the site and the admin server (its one writer, admin-server/src/waters/), so the
 * pages, the day-ticket check and the bailiff read it by the same rule. It imports nothing
 * (eslint-rules/import-boundaries.js) and never reads the clock: it is given `today`.
 */
export const WATER_STATES = ['open', 'closed', 'restricted'] as const;
export type WaterState = (typeof WATER_STATES)[number];

export const WATER_STATE_LABELS: Record<WaterState, string> = {
  open: 'Open',
  closed: 'Closed',
  restricted: 'Restricted',
};

/** waterStatus/{key}, as stored. */
export interface WaterStatus {
  state: WaterState;
  /** Why ("Flooding: the car park is under water"); empty when open. */
  reason: string;
  /** The last day it holds ("YYYY-MM-DD"), or null until changed again. */
  until: string | null;
}

export const OPEN: WaterStatus = { state: 'open', reason: '', until: null };

/** The reasons a waters admin picks from in one tap; the text is what members read. */
export const STATUS_REASONS = [
  'Flooding',
  'Works on the banks',
  'Fish spawning',
  'Weed cutting',
  'Match booked on the water',
  'Ice',
] as const;

export const REASON_MAX = 200;

/**
 * The status as it stands on `today` ("YYYY-MM-DD", the club's day): one whose last day has passed
 * is open again, with no one editing it.
 */
export function statusOn(status: WaterStatus | null | undefined, today: string): WaterStatus {
  if (!status || (status.until !== null && status.until < today)) return OPEN;
  return status;
}

/** A stored value read defensively: anything not a status counts as open. */
export function statusFrom(data: Record<string, unknown> | undefined | null): WaterStatus {
  const state = data?.state;
  if (state !== 'closed' && state !== 'restricted') return OPEN;
  const until = typeof data?.until === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(data.until);
  return {
    state,
    reason: typeof data?.reason === 'string' ? data.reason : '',
    until: until ? (data.until as string) : null,
  };
}
