/**
 * The admin server's scheduled jobs and what GET /status/jobs answers of each (issue 32, point 8:
 * nothing fails silently). Shared by the admin server, which runs and records them
 * (admin-server/src/jobs/job-status.ts), and the site, whose dashboard tells an admin when one has
 * stopped, so both speak of the same jobs. It imports nothing (eslint-rules/import-boundaries.js).
 */
const HOUR_MS = 3_600_000;

/** Each job, its name for people and how long without a good run means it has stopped. */
export const JOBS = {
  catchUpkeep: { label: 'The catch upkeep', staleAfterMs: 24 * HOUR_MS },
  binPurge: { label: "The bin's purge", staleAfterMs: 26 * HOUR_MS },
  historyPrune: { label: "The history's pruning", staleAfterMs: 26 * HOUR_MS },
  mailSender: { label: 'The mail sender', staleAfterMs: HOUR_MS },
  dailyMail: { label: 'The daily emails', staleAfterMs: 26 * HOUR_MS },
} as const;

export type JobName = keyof typeof JOBS;

/** Every job the deployed functions schedule (admin-server/src/function.ts). */
export const SCHEDULED_JOBS = Object.keys(JOBS) as JobName[];

/** One job's last run, as GET /status/jobs answers it. */
export interface JobStatus {
  job: JobName;
  label: string;
  /** ISO times; null when never seen. */
  lastRunAt: string | null;
  lastOkAt: string | null;
  ok: boolean | null;
  error: string | null;
  /** Numbers the run reported (e.g. the upkeep's missingFiles), for the dashboard. */
  summary: Record<string, number>;
  /** Expected here and no good run within its bound (never run counts). */
  stale: boolean;
}
