import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../testing/query-result';
import { renderWithProviders, signedInAs } from '../../testing/render';
import { useServerJobs, type JobStatus } from './server-jobs';
import { ServerJobsNotice } from './ServerJobsNotice';

// The admin server's answer stands in for it; its route is tested in admin-server/test/health.test.ts.
vi.mock('./server-jobs', async (original) => ({
  ...(await original<typeof import('./server-jobs')>()),
  useServerJobs: vi.fn(),
}));
const jobsAre = (jobs: JobStatus[]) =>
  vi.mocked(useServerJobs).mockReturnValue(queryResult.success(jobs));

const job = (over: Partial<JobStatus>): JobStatus => ({
  job: 'catchUpkeep',
  label: 'The catch upkeep',
  lastRunAt: '2026-11-27T09:00:00.000Z',
  lastOkAt: '2026-11-27T09:00:00.000Z',
  ok: true,
  error: null,
  summary: {},
  stale: false,
  ...over,
});

const admin = { auth: signedInAs({ manageCatches: true }) };

describe('ServerJobsNotice', () => {
  beforeEach(() => vi.mocked(useServerJobs).mockReset());

  it('tells the admin when the upkeep and the purge have stopped', async () => {
    jobsAre([
      job({ stale: true, lastOkAt: '2026-11-25T10:00:00.000Z' }),
      job({ job: 'binPurge', label: "The bin's purge", stale: true, lastOkAt: null, ok: null }),
    ]);
    renderWithProviders(<ServerJobsNotice catches />, admin);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('The catch upkeep has not run since 25 Nov, 10:00.');
    expect(notice).toHaveTextContent("The bin's purge has not run yet.");
  });

  it('tells a catches admin how many catches wait for their files, and a failed run', async () => {
    jobsAre([
      job({ summary: { missingFiles: 2 } }),
      job({ job: 'dailyMail', label: 'The daily emails', ok: false, error: 'smtp down' }),
    ]);
    renderWithProviders(<ServerJobsNotice catches />, admin);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('2 catches are waiting for their photo files');
    expect(notice).toHaveTextContent('The daily emails failed at its last run: smtp down.');
  });

  it('says nothing while every job runs', async () => {
    jobsAre([job({}), job({ job: 'binPurge', label: 'x' })]);
    renderWithProviders(<ServerJobsNotice catches />, admin);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the server does not answer', async () => {
    vi.mocked(useServerJobs).mockReturnValue(queryResult.error());
    renderWithProviders(<ServerJobsNotice catches={false} />, admin);
    expect(await screen.findByRole('status')).toHaveTextContent("The club's server did not answer");
  });
});
