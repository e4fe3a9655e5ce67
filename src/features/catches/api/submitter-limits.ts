import { serverTimestamp, Timestamp, type FieldValue } from 'firebase/firestore/lite';
import { CATCH_SUBMISSIONS_PER_DAY, CATCH_SUBMIT_INTERVAL_MS } from '../../../config/constants';
import { DRAFTS_LIMIT_MESSAGE, DRAFTS_PER_DAY } from '../../../config/submission-limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** submitters/{uid}: the open draft and the counts firestore.rules limit submissions by. */
export interface SubmitterRecord {
  draft?: string;
  lastAt?: Timestamp;
  dayStart?: Timestamp;
  dayCount?: number;
  /** When the day of drafts counted in draftsToday began (firestore.rules opensDraft). */
  draftsDayStart?: Timestamp;
  draftsToday?: number;
}

/** A limit's refusal, with the time the catch may be sent (the outbox waits until then). */
function limitError(code: string, message: string, retryAt: number): Error {
  return Object.assign(new Error(message), { code, retryAt });
}

function millisOf(value: unknown): number | undefined {
  return value instanceof Timestamp ? value.toMillis() : undefined;
}

/**
 * The fields that count a submission finished at server time `now` (the draft's creation time,
 * which the rules' request.time follows within seconds), or a clear refusal when the submitter's
 * allowance is used up, so the member is told why before any photo is uploaded.
 */
export function countSubmission(
  record: SubmitterRecord | undefined,
  now: Timestamp,
): Record<string, FieldValue | Timestamp | number> {
  const last = millisOf(record?.lastAt);
  if (last !== undefined && now.toMillis() - last < CATCH_SUBMIT_INTERVAL_MS) {
    throw limitError(
      'catches/too-soon',
      'You sent a catch less than a minute ago. Please wait a minute, then submit this one.',
      last + CATCH_SUBMIT_INTERVAL_MS,
    );
  }
  const dayStart = millisOf(record?.dayStart);
  if (dayStart === undefined || now.toMillis() - dayStart >= DAY_MS) {
    return { lastAt: serverTimestamp(), dayStart: serverTimestamp(), dayCount: 1 };
  }
  const dayCount = (record?.dayCount ?? 0) + 1;
  if (dayCount > CATCH_SUBMISSIONS_PER_DAY) {
    throw limitError(
      'catches/daily-limit',
      `This device has sent ${CATCH_SUBMISSIONS_PER_DAY} catches today, the most a day allows. Please submit this one tomorrow.`,
      dayStart + DAY_MS,
    );
  }
  return { lastAt: serverTimestamp(), dayCount };
}

/**
 * A new day of drafts is started only when this device's clock says the day is over by this much,
 * so a clock a little fast does not ask for a reset the server's clock refuses; counting on is
 * always allowed.
 */
const CLOCK_MARGIN_MS = 5 * 60 * 1000;

/**
 * The fields that count a draft opened now (firestore.rules opensDraft): the first of a new day,
 * or one more within DRAFTS_PER_DAY, or a clear refusal. `nowMillis` is this device's clock: the
 * rules judge by the server's, so a new day is asked for only once surely begun.
 */
export function countDraft(
  record: SubmitterRecord | undefined,
  nowMillis: number,
): Record<string, FieldValue | number> {
  const start = millisOf(record?.draftsDayStart);
  const newDay = { draftsDayStart: serverTimestamp(), draftsToday: 1 };
  if (start === undefined || nowMillis - start >= DAY_MS + CLOCK_MARGIN_MS) return newDay;
  const draftsToday = (record?.draftsToday ?? 0) + 1;
  if (draftsToday <= DRAFTS_PER_DAY) return { draftsToday };
  if (nowMillis - start >= DAY_MS) return newDay;
  throw limitError('catches/drafts-limit', DRAFTS_LIMIT_MESSAGE, start + DAY_MS + CLOCK_MARGIN_MS);
}

/**
 * A catch's orderRank: its draft's server creation time in microseconds since 1970, as
 * firestore.rules (rankOf) compute it. About 1.8e15, so an exact JavaScript number, above every
 * rank of the old counter (small whole numbers), and later submissions rank higher.
 */
export function rankOf(time: Timestamp): number {
  return time.seconds * 1_000_000 + Math.floor(time.nanoseconds / 1000);
}
