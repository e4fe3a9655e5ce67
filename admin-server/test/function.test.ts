/**
 * The deploy wrapper: the Cloud Function `api`, built to JS exactly as `firebase deploy` ships it
 * (the Functions runtime has no tsx), mounted on a plain HTTP server, serves the same routes as
 * the admin server, under /api (the Hosting rewrite) and at its root (the function's own URL).
 */
import { execFileSync } from 'node:child_process';
import http, { type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clearClub, signedInSuperAdmin } from './support/test-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let server: Server;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  await clearClub();
  ({ token } = await signedInSuperAdmin());
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: serverDir, stdio: 'pipe' });
  // The function's own log lines would only be noise here; the log tests are elsewhere.
  process.env.LOG_LEVEL = 'silent';
  const built = (await import(pathToFileURL(path.join(serverDir, 'dist/function.js')).href)) as {
    api: RequestListener & { __endpoint: { platform: string; region: string[] } };
  };
  expect(built.api.__endpoint).toMatchObject({ platform: 'gcfv2', region: ['europe-west2'] });
  server = http.createServer(built.api);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  delete process.env.LOG_LEVEL;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the api function', () => {
  it('answers /api/healthz, as Hosting forwards it: every scheduled job expected, none run yet', async () => {
    const result = await call(baseUrl, 'GET', '/api/healthz');
    // Deployed, the function expects every schedule's runs (jobs/job-status.ts): none ran here.
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({
      firestore: 'ok',
      stale: ['catchUpkeep', 'binPurge', 'historyPrune', 'mailSender', 'dailyMail'],
    });
    expect(result.headers.get('x-request-id')).toBeTruthy();
  });

  it('serves an authenticated route under /api and at its root', async () => {
    for (const route of ['/api/listAllUsers', '/listAllUsers']) {
      const result = await call(baseUrl, 'GET', route, { token });
      expect(result.status).toBe(200);
      expect(result.body.users).toEqual(
        expect.arrayContaining([expect.objectContaining({ uid: 'boss' })]),
      );
    }
  });

  it('refuses a call without a token, as the admin server does', async () => {
    const result = await call(baseUrl, 'GET', '/api/listAllUsers');
    expect(result.status).toBe(401);
    expect(result.body.error).toMatch(/Sign in first/);
  });
});
