/**
 * The last run of each scheduled job (issue 32, point 8: nothing fails silently). Each run records
 * when it ran, whether it worked and a short summary in serverStatus/{job}: a collection
 * firestore.rules never opens to browsers (its one writer is this server); admins read it through
 * GET /status/jobs, monitors through GET /healthz (routes/health-router.ts). The jobs and the
 * answer's shape are src/config/server-jobs.ts, which the site's dashboard reads too.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Logger } from 'pino';
import {
  JOBS,
  SCHEDULED_JOBS,
  type JobName,
  type JobStatus,
} from '../../../src/config/server-jobs.ts';

export const JOB_STATUS_COLLECTION = 'serverStatus';

export { JOBS, SCHEDULED_JOBS, type JobName, type JobStatus };

/** Longest error text kept: a sentence for the admin, not a dump (the log has the stack). */
const ERROR_CHARS = 300;

/** Only finite numbers: a summary must never carry ids, names or addresses. */
function numbersOf(report: unknown): Record<string, number> {
  if (!report || typeof report !== 'object') return {};
  const numbers: Record<string, number> = {};
  for (const [key, value] of Object.entries(report)) {
    if (typeof value === 'number' && Number.isFinite(value)) numbers[key] = value;
    else if (Array.isArray(value)) numbers[key] = value.length;
  }
  return numbers;
}

/**
 * Runs `work` as a run of `job`, records its end in serverStatus/{job} and returns its result. A
 * failure is recorded, logged in Error Reporting's shape, and thrown again, so Cloud Scheduler
 * sees the run fail (and retries where configured). A failure to record is logged, never masks
 * the job's own result.
 */
export async function recordedRun<T>(
  db: Firestore,
  job: JobName,
  work: () => Promise<T>,
  logger?: Logger,
  now: () => Date = () => new Date(),
): Promise<T> {
  const ref = db.collection(JOB_STATUS_COLLECTION).doc(job);
  const started = now();
  const save = (data: Record<string, unknown>) =>
    ref.set(data, { merge: true }).catch((error: unknown) => {
      logger?.error({ err: error, job }, 'could not record the job run');
    });
  try {
    const result = await work();
    const at = Timestamp.fromDate(now());
    await save({
      lastRunAt: at,
      lastOkAt: at,
      ok: true,
      error: null,
      durationMs: at.toMillis() - started.getTime(),
      summary: numbersOf(result),
    });
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger?.error({ err: error, job }, `${JOBS[job].label} failed`);
    await save({
      lastRunAt: Timestamp.fromDate(now()),
      ok: false,
      error: message.slice(0, ERROR_CHARS),
    });
    throw error;
  }
}

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

/**
 * Every job's last run as recorded. `expected` are the jobs this deployment schedules: only they
 * can be stale (never run counts), so a Node host or the local stack, which schedules none of
 * them, is not reported broken for jobs that are not its to run.
 */
export async function jobStatuses(
  db: Firestore,
  expected: readonly JobName[],
  now = new Date(),
): Promise<JobStatus[]> {
  const snapshot = await db.collection(JOB_STATUS_COLLECTION).get();
  const stored = new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
  return SCHEDULED_JOBS.map((job) => {
    const data = stored.get(job) ?? {};
    const lastOk = data.lastOkAt instanceof Timestamp ? data.lastOkAt.toMillis() : null;
    const stale =
      expected.includes(job) &&
      (lastOk === null || now.getTime() - lastOk > JOBS[job].staleAfterMs);
    return {
      job,
      label: JOBS[job].label,
      lastRunAt: iso(data.lastRunAt),
      lastOkAt: iso(data.lastOkAt),
      ok: typeof data.ok === 'boolean' ? data.ok : null,
      error: typeof data.error === 'string' ? data.error : null,
      summary: numbersOf(data.summary),
      stale,
    };
  });
}
