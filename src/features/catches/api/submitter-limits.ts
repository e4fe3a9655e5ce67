import { serverTimestamp, Timestamp, type FieldValue } from 'firebase/firestore/lite';
import { CATCH_SUBMISSIONS_PER_DAY, CATCH_SUBMIT_INTERVAL_MS } from '../../../config/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** submitters/{uid}: the open draft and the counts firestore.rules limit submissions by. */
export interface SubmitterRecord {
  draft?: string;
  lastAt?: Timestamp;
  dayStart?: Timestamp;
  dayCount?: number;
}

function limitError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
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
    );
  }
  return { lastAt: serverTimestamp(), dayCount };
}

/**
 * A catch's orderRank: its draft's server creation time in microseconds since 1970, as
 * firestore.rules (rankOf) compute it. About 1.8e15, so an exact JavaScript number, above every
 * rank of the old counter (small whole numbers), and later submissions rank higher.
 */
export function rankOf(time: Timestamp): number {
  return time.seconds * 1_000_000 + Math.floor(time.nanoseconds / 1000);
}
