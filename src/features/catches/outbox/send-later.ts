import { CLUB_CAP_MESSAGE } from '../../../config/submission-limits';
import { isTransient } from '../api/submit-retry';
import { isClubCapError } from '../club-cap';

/** Said when the club's servers did not answer in time even after submitCatch's own retries. */
export const BUSY_MESSAGE =
  'The club’s website is busy right now, so your catch is kept on this phone and will be sent by itself later.';

/**
 * What to tell a member whose submission failed online and is kept in the outbox to be sent
 * later, or undefined when it is not kept (a refusal, a cancel: shown as a failure). Kept: the
 * club-wide cap for the hour (club-cap.ts), and a passing failure that outlasted submitCatch's
 * retries (submit-retry.ts), such as many phones' writes meeting on the cap's document. The same
 * decision for SubmitCatchDialog and `npm run stress`.
 */
export function sendLaterMessage(error: unknown): string | undefined {
  if (isClubCapError(error)) return CLUB_CAP_MESSAGE;
  return isTransient(error) ? BUSY_MESSAGE : undefined;
}
