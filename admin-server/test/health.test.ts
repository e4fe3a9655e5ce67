/**
 * Nothing fails silently (issue 32, point 8): /healthz reads Firestore and Storage for real and
 * fails when they do not answer; scheduled jobs record their runs and a stopped one is reported;
 * browser error reports are bounded; error lines carry Error Reporting's fields.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Firestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminBucket, adminDb } from '../../tests/support/emulators';
import { recordedRun } from '../src/jobs/job-status';
import { call, useFreshClub, useServerPerTest } from './support/test-server';
import { logLines } from './support/log-lines';
import { PER_CLIENT_PER_HOUR } from '../src/routes/client-errors-router';

/** Google's name for the type, written out here so a typo in the server's constant fails. */
const REPORTED_ERROR_EVENT_CHECK =
  'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

const startServer = useServerPerTest();
const club = useFreshClub();

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Firestore client for a project whose emulator is not there (the shared ones keep running). */
async function unreachableFirestore(): Promise<Firestore> {
  const shared = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${await closedPort()}`;
  try {
    return new Firestore({ projectId: 'demo-unreachable' });
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = shared;
  }
}

describe('GET /healthz', () => {
  it('when Firestore and Storage answer and no job is due, then 200 and says so', async () => {
    const server = await startServer({ bucket: adminBucket() });
    const result = await call(server.baseUrl, 'GET', '/healthz');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'ok', firestore: 'ok', storage: 'ok', stale: [] });
  });

  it('when Firestore cannot be reached, then 503 within the bound', async () => {
    const server = await startServer({ db: await unreachableFirestore(), healthTimeoutMs: 1_500 });
    const started = Date.now();
    const result = await call(server.baseUrl, 'GET', '/healthz');
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ status: 'failing', firestore: 'failing' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('when Storage cannot be reached, then 503', async () => {
    const bucket = {
      getFiles: () => Promise.reject(new Error('connect ECONNREFUSED')),
    } as unknown as ReturnType<typeof adminBucket>;
    const server = await startServer({ bucket, healthTimeoutMs: 1_500 });
    const result = await call(server.baseUrl, 'GET', '/healthz');
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ firestore: 'ok', storage: 'failing' });
  });
});

describe('scheduled jobs', () => {
  it('when an expected job has never run, then /healthz fails and names it, and a run clears it', async () => {
    let server = await startServer({ expectedJobs: ['catchUpkeep'] });
    const before = await call(server.baseUrl, 'GET', '/healthz');
    expect(before.status).toBe(503);
    expect(before.body.stale).toEqual(['catchUpkeep']);

    await recordedRun(adminDb(), 'catchUpkeep', async () => ({ attested: 2, missingFiles: ['a'] }));
    server = await startServer({ expectedJobs: ['catchUpkeep'] }); // a fresh answer, not the kept one
    const after = await call(server.baseUrl, 'GET', '/healthz');
    expect(after.status).toBe(200);
    expect(after.body.jobs).toMatchObject({ catchUpkeep: { ok: true, stale: false } });
  });

  it('when the purge last worked two days ago and then failed, then an admin is told both', async () => {
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    await recordedRun(
      adminDb(),
      'binPurge',
      async () => ({ items: 1 }),
      undefined,
      () => twoDaysAgo,
    );
    await expect(
      recordedRun(adminDb(), 'binPurge', () => Promise.reject(new Error('bucket gone'))),
    ).rejects.toThrow('bucket gone');

    const server = await startServer({ expectedJobs: ['binPurge', 'catchUpkeep'] });
    const result = await call(server.baseUrl, 'GET', '/status/jobs', { token: club.token });
    expect(result.status).toBe(200);
    const jobs = result.body.jobs as { job: string; stale: boolean; ok: boolean; error: string }[];
    expect(jobs.find((job) => job.job === 'binPurge')).toMatchObject({
      stale: true,
      ok: false,
      error: 'bucket gone',
    });
    // Not scheduled here (expectedJobs): never stale, whatever its record.
    expect(jobs.find((job) => job.job === 'dailyMail')).toMatchObject({ stale: false });
  });

  it('refuses /status/jobs without a token', async () => {
    const server = await startServer();
    expect((await call(server.baseUrl, 'GET', '/status/jobs')).status).toBe(401);
  });
});

describe('POST /client-errors', () => {
  const report = {
    message: 'TypeError: x is undefined for angler@pac.example',
    stack: 'TypeError: x is undefined\n    at render (https://pac.example/assets/app.js:1:2)',
    page: '/catches?name=someone',
    kind: 'error',
  };

  it('logs a report for Error Reporting without personal data, then refuses past the bound', async () => {
    const log = logLines();
    const server = await startServer({ logger: log.logger });
    const first = await fetch(`${server.baseUrl}/client-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(first.status).toBe(204);
    const line = log.lines().find((entry) => entry.message?.startsWith('browser error'));
    expect(line).toMatchObject({
      '@type': REPORTED_ERROR_EVENT_CHECK,
      serviceContext: { service: 'pac-site' },
      context: { httpRequest: { url: '/catches' } },
    });
    expect(String(line?.stack_trace)).toContain('at render');
    expect(log.text()).not.toContain('angler@pac.example');
    expect(log.text()).not.toContain('someone');

    const statuses: number[] = [];
    for (let i = 1; i <= PER_CLIENT_PER_HOUR; i += 1)
      statuses.push(
        (
          await fetch(`${server.baseUrl}/client-errors`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(report),
          })
        ).status,
      );
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a report without a message', async () => {
    const server = await startServer();
    const result = await call(server.baseUrl, 'POST', '/client-errors', {
      body: { page: '/', kind: 'error' },
    });
    expect(result.status).toBe(400);
  });
});

describe('error lines', () => {
  it('carry the stack at the top level with the ReportedErrorEvent type', async () => {
    const log = logLines();
    log.logger.error({ err: new Error('boom') }, 'the upkeep failed');
    const [line] = log.lines();
    expect(line).toMatchObject({
      '@type': REPORTED_ERROR_EVENT_CHECK,
      serviceContext: { service: 'pac-admin-server' },
      message: 'the upkeep failed',
    });
    expect(String(line?.stack_trace)).toMatch(/^Error: boom\n\s+at /);
  });

  it('when a job fails, then the failure is recorded with a time', async () => {
    await recordedRun(adminDb(), 'dailyMail', () => Promise.reject(new Error('smtp down'))).catch(
      () => undefined,
    );
    const stored = (await adminDb().doc('serverStatus/dailyMail').get()).data();
    expect(stored).toMatchObject({ ok: false, error: 'smtp down' });
    expect(stored?.lastRunAt).toBeInstanceOf(Timestamp);
  });
});
