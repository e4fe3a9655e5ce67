import { getMetadata, type StorageReference } from 'firebase/storage';
import { hasConnection } from '../../../lib/connection';
import { canceledError } from './upload-catch-photos';

/**
 * Failures that say "the server or the network did not answer in time", not "the server said no":
 * a step of a submission that failed this way is tried again. Firestore's codes come from
 * firebase/firestore/lite, Storage's from the SDK once its own retries ran out of time.
 */
const TRANSIENT = new Set([
  'unavailable',
  'deadline-exceeded',
  'internal',
  'resource-exhausted',
  // Writes that met on one document: every finish counts itself in catchQuota/{hour} (the
  // club-wide cap), and `npm run stress` saw 29 of 60 at once end in "Transaction lock timeout".
  'aborted',
  'storage/retry-limit-exceeded',
  'storage/unknown',
]);

/** Tries after the first, and the first wait (doubled each time, plus up to a second of jitter). */
export const SUBMIT_RETRIES = 2;
const FIRST_WAIT_MS = 1000;

export function isTransient(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^firestore\//, '');
  return TRANSIENT.has(code);
}

/** Offline, a retry cannot help: the outbox sends the catch again once the phone is back online. */
export const offline = () => typeof navigator !== 'undefined' && !hasConnection();

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(canceledError());
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Runs one step of a submission and, when it fails transiently (a saturated server, a dropped
 * answer), runs it again after a growing, jittered wait, so that many phones retrying at once do not
 * arrive together. `step` gets the attempt number (0 first) so that a retry can first tidy what a
 * lost answer may have left (an upload that did arrive). Refusals and cancels are not retried.
 */
export async function retryTransient<T>(
  step: (attempt: number) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step(attempt);
    } catch (error) {
      if (attempt >= SUBMIT_RETRIES || !isTransient(error) || signal?.aborted || offline())
        throw error;
      await pause(FIRST_WAIT_MS * 2 ** attempt + Math.random() * 1000, signal);
    }
  }
}

const exists = (fileRef: StorageReference) =>
  getMetadata(fileRef).then(
    () => true,
    () => false,
  );

/**
 * An upload refused because its file is already there: the SDK retried an upload whose answer was
 * lost (the file arrived; the rules take a draft's file only once). Made a transient failure, with
 * the code of an upload that took too long (so the outbox, too, sends the catch again later), so
 * that the upload step tidies and runs again; any other refusal stays what it was.
 */
export function answerLost(refs: StorageReference[]) {
  return async (error: unknown): Promise<never> => {
    const refused = (error as { code?: unknown } | null)?.code === 'storage/unauthorized';
    if (refused && (await Promise.all(refs.map(exists))).some(Boolean)) {
      const lost = new Error('An upload arrived but its answer was lost.', { cause: error });
      throw Object.assign(lost, { code: 'storage/retry-limit-exceeded' });
    }
    throw error;
  };
}
