import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobStatus } from '../../config/server-jobs';
import { callAdminServer } from '../../lib/admin-server';
import { formatShortDateTime } from '../../lib/dates';

export type { JobStatus };

export const serverJobsQuery = queryOptions({
  queryKey: ['serverJobs'],
  queryFn: async () => (await callAdminServer<{ jobs: JobStatus[] }>('/status/jobs')).jobs,
  staleTime: 60_000,
  // One try: the notice says at once that the server did not answer.
  retry: false,
});

export const useServerJobs = () => useQuery(serverJobsQuery);

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
          ? `${job.label} has not run since ${formatShortDateTime(job.lastOkAt)}.`
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
