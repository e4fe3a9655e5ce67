/**
 * Catches the whole club may add to the review queue per hour, whatever the number of identities
 * sending them (issue 21: a flood from many anonymous identities). Sized for a real club, where a
 * busy match day brings a few dozen. Counted by the admin server once it has seen a catch's files
 * in Storage (issue 32: URL strings with no photo fill nothing); its copy in
 * admin-server/src/catches/catch-upkeep.ts is checked by tests/catch-upkeep.int.test.ts. A catch
 * past the cap is stored all the same, and reaches review when the hour turns.
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

/** What a member whose catch was stored past the hour's cap is told (`time`: "15:00"). */
export const reviewLaterMessage = (time: string) =>
  `Your catch has been sent. The club has received a lot of catches this hour, so the committee will see yours after ${time}.`;

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
