import { isTransient } from '../api/submit-retry';

/** Said when the club's servers did not answer in time even after submitCatch's own retries. */
export const BUSY_MESSAGE =
  'The club’s website is busy right now, so your catch is kept on this phone and will be sent by itself later.';

/**
 * What to tell a member whose submission failed online and is kept in the outbox to be sent
 * later, or undefined when it is not kept (a refusal, a cancel, a per-identity limit the form
 * states: shown as a failure). Kept: a passing failure that outlasted submitCatch's retries
 * (submit-retry.ts). The club-wide cap refuses no catch (it is stored, and reviewed when the hour
 * turns: submit-catch.ts reviewAfter). The same decision for SubmitCatchDialog and `npm run
 * stress`.
 */
export function sendLaterMessage(error: unknown): string | undefined {
  return isTransient(error) ? BUSY_MESSAGE : undefined;
}
