import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAdminServer } from '../../lib/admin-server';

/** One scheduled job's last run, as GET /status/jobs answers (admin-server/src/jobs/job-status.ts). */
export interface JobStatus {
  job: 'catchUpkeep' | 'binPurge' | 'historyPrune' | 'mailSender' | 'dailyMail';
  label: string;
  lastRunAt: string | null;
  lastOkAt: string | null;
  ok: boolean | null;
  error: string | null;
  summary: Record<string, number>;
  /** Scheduled here and no good run within its bound (a day for the upkeep and the purge). */
  stale: boolean;
}

export const serverJobsQuery = queryOptions({
  queryKey: ['serverJobs'],
  queryFn: async () => (await callAdminServer<{ jobs: JobStatus[] }>('/status/jobs')).jobs,
  staleTime: 60_000,
  // One try: the notice says at once that the server did not answer.
  retry: false,
});

export const useServerJobs = () => useQuery(serverJobsQuery);

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The sentences the dashboard shows about the jobs: a stopped job (no good run within its bound),
 * a job whose last run failed, and catches waiting for their files (the upkeep's last count,
 * for catches admins). Empty when all is well.
 */
export function jobNotices(jobs: JobStatus[], { catches }: { catches: boolean }): string[] {
  const notices: string[] = [];
  for (const job of jobs) {
    if (job.stale)
      notices.push(
        job.lastOkAt
          ? `${job.label} has not run since ${when(job.lastOkAt)}.`
          : `${job.label} has not run yet.`,
      );
    if (job.ok === false)
      notices.push(`${job.label} failed at its last run: ${job.error ?? 'no reason given'}.`);
  }
  const missing = jobs.find((job) => job.job === 'catchUpkeep')?.summary.missingFiles ?? 0;
  if (catches && missing > 0)
    notices.push(
      `${missing} ${missing === 1 ? 'catch is' : 'catches are'} waiting for ${missing === 1 ? 'its' : 'their'} photo files: ` +
        'they reach review when the files arrive, or are removed after a day.',
    );
  return notices;
}
