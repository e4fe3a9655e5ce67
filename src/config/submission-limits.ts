/**
 * Finished catch submissions the whole club may add to the review queue per hour, whatever the
 * number of identities sending them (issue 21: a flood from many anonymous identities). Sized for a
 * real club, where a busy match day brings a few dozen. firestore.rules (clubCatchesPerHour) holds
 * the same number: src/config/rules-constants-agree.test.ts checks that they agree. A member refused by
 * the cap is told to try later and the catch waits in the phone's outbox.
 */
export const CLUB_CATCHES_PER_HOUR = 40;

/** One hour, the cap's window: catchQuota/{hour index since 1970} counts its catches. */
export const CATCH_QUOTA_WINDOW_MS = 3_600_000;

/** A draft must be finished within the window after it was opened (and it counts there). */
export function quotaWindowOf(draftMillis: number): number {
  return Math.floor(draftMillis / CATCH_QUOTA_WINDOW_MS);
}

/** An unfinished draft, and its files, are removed after this long (admin-server catch upkeep). */
export const DRAFT_MAX_AGE_MS = 24 * 3_600_000;

/** What a member refused by the cap is told. */
export const CLUB_CAP_MESSAGE =
  'The club has received a lot of catches in the last hour, so yours is kept on this phone and will be sent by itself later. Please try again later if it is not sent.';

/**
 * Drafts one identity may open a day. A submission opens one (a retry after a failure, another),
 * so a member sending their five catches a day has room to spare; the bound stops one identity
 * deleting its draft (which Storage then refuses it the files of) and opening another for ever.
 * firestore.rules (draftsPerDay) holds the same number (rules-constants-agree.test.ts). Files
 * orphaned within the bound are removed by the admin server's catch upkeep after DRAFT_MAX_AGE_MS.
 */
export const DRAFTS_PER_DAY = 20;

/** What a member past DRAFTS_PER_DAY is told. */
export const DRAFTS_LIMIT_MESSAGE = `This device has started ${DRAFTS_PER_DAY} catch submissions today, the most a day allows. Please submit this one tomorrow.`;
