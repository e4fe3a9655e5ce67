/**
 * Health (issue 32, point 8: nothing fails silently):
 *   (GET /health, app.ts: the process answers, behind the rate limit; no dependency touched.)
 *   GET /healthz       for uptime checks: reads Firestore and Storage for real, and reports each
 *                      scheduled job's last run; 503 when either store fails or an expected job
 *                      has stopped. No error text and no ids: anyone may call it. The answer is
 *                      kept CACHE_MS, so calling it in a loop costs no reads.
 *   GET /status/jobs   any enabled admin: the jobs' last runs with their errors and summaries,
 *                      for the dashboard's notices.
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../firebase.ts';
import { HttpError } from '../http-error.ts';
import { jobStatuses, type JobName, type JobStatus } from '../jobs/job-status.ts';
import { signedInCaller } from '../members/callers.ts';

const CACHE_MS = 15_000;

type Check = 'ok' | 'failing' | 'not configured';

/** `work`, or a rejection once `ms` have passed: an unreachable store must not hang the check. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface HealthOptions {
  db: Firestore;
  bucket?: Bucket;
  /** The jobs this deployment schedules (function.ts: all; a Node host: the mail sender). */
  expectedJobs: readonly JobName[];
  /** How long each store may take to answer. */
  timeoutMs?: number;
}

export function healthRouter({
  db,
  bucket,
  expectedJobs,
  timeoutMs = 5_000,
}: HealthOptions): Router {
  const router = Router();
  let cached: { at: number; status: number; body: unknown } | undefined;

  async function check() {
    let jobs: JobStatus[] = [];
    const firestore: Check = await within(jobStatuses(db, expectedJobs), timeoutMs).then(
      (found) => {
        jobs = found;
        return 'ok' as const;
      },
      () => 'failing' as const,
    );
    const storage: Check = !bucket
      ? 'not configured'
      : await within(bucket.getFiles({ maxResults: 1, autoPaginate: false }), timeoutMs).then(
          () => 'ok' as const,
          () => 'failing' as const,
        );
    const stale = jobs.filter((job) => job.stale).map((job) => job.job);
    const healthy = firestore === 'ok' && storage !== 'failing' && stale.length === 0;
    return {
      status: healthy ? 200 : 503,
      body: {
        status: healthy ? 'ok' : 'failing',
        firestore,
        storage,
        stale,
        jobs: Object.fromEntries(
          jobs.map((job) => [job.job, { lastRunAt: job.lastRunAt, ok: job.ok, stale: job.stale }]),
        ),
      },
    };
  }

  router.get('/healthz', async (_req, res) => {
    if (!cached || Date.now() - cached.at > CACHE_MS)
      cached = { at: Date.now(), ...(await check()) };
    res.set('Cache-Control', 'no-store').status(cached.status).json(cached.body);
  });

  return router;
}

/** GET /status/jobs, after CORS and the rate limit: the site calls it with an admin's token. */
export function jobStatusRouter({
  auth,
  db,
  expectedJobs,
}: Pick<HealthOptions, 'db' | 'expectedJobs'> & { auth: Auth }): Router {
  const router = Router();
  router.get('/status/jobs', async (req, res) => {
    const caller = await signedInCaller(auth, req);
    const permissions = (await db.doc(`userPermissions/${caller.uid}`).get()).data();
    if (!permissions || permissions.disabled === true)
      throw new HttpError(403, 'Only an admin may see the state of the scheduled jobs.');
    res.json({ jobs: await jobStatuses(db, expectedJobs) });
  });

  return router;
}
