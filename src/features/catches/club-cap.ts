import { CLUB_CAP_MESSAGE } from '../../config/submission-limits';

/**
 * The club-wide cap (config/submission-limits.ts) is reached: the catch is kept in the outbox
 * (outbox/is-refusal.ts counts this code as "try later", not as a refusal).
 */
export const CLUB_CAP_CODE = 'catches/club-cap';

export function isClubCapError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === CLUB_CAP_CODE;
}

export const clubCapError = () =>
  Object.assign(new Error(CLUB_CAP_MESSAGE), { code: CLUB_CAP_CODE });
