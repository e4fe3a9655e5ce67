/** The server's outer defences: CORS, headers, body limits, rate limit, and errors without detail. */
import type { Auth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../../tests/support/emulators';
import { call, SITE_ORIGIN, useFreshClub, useServerPerTest } from './support/test-server';
import { logLines } from './support/log-lines';

const startServer = useServerPerTest();
const club = useFreshClub({ once: true });

describe('CORS', () => {
  it('when a foreign origin calls, then the answer carries no Access-Control-Allow-Origin', async () => {
    const server = await startServer();
    const result = await call(server.baseUrl, 'GET', '/listAllUsers', {
      token: club.token,
      headers: { Origin: 'https://evil.example' },
    });
    expect(result.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when a foreign origin sends a preflight, then it is not allowed', async () => {
    const server = await startServer();
    const response = await fetch(`${server.baseUrl}/deleteUser/someone`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'DELETE',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when the site calls, then its origin is allowed', async () => {
    const server = await startServer();
    const result = await call(server.baseUrl, 'GET', '/listAllUsers', {
      token: club.token,
      headers: { Origin: SITE_ORIGIN },
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });
});

describe('headers and limits', () => {
  it('sends security headers and no X-Powered-By', async () => {
    const server = await startServer();
    const result = await call(server.baseUrl, 'GET', '/health');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(result.headers.get('x-powered-by')).toBeNull();
  });

  it('when the body is over 10 kB, then answers 413 with a JSON error', async () => {
    const server = await startServer();
    const result = await call(server.baseUrl, 'POST', '/createAdmin', {
      token: club.token,
      body: { email: 'a@pac.example', password: 'secret-123', displayName: 'x'.repeat(20_000) },
    });
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ error: expect.stringMatching(/too large/) });
  });

  it('when the endpoint does not exist, then answers 404 with a JSON error', async () => {
    const server = await startServer();
    const result = await call(server.baseUrl, 'GET', '/setCustomClaims', { token: club.token });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ error: expect.any(String) });
  });
});

describe('rate limit', () => {
  it('when one client goes over the limit, then answers 429 with a JSON error', async () => {
    const server = await startServer({ rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await call(server.baseUrl, 'GET', '/health')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call(server.baseUrl, 'GET', '/listAllUsers', { token: club.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.stringMatching(/too many requests/i) });
  });
});

describe('unexpected failures', () => {
  it('when firebase-admin fails, then answers 500 without the error text or a stack trace', async () => {
    // Only listUsers fails; the token check still runs on the real Auth emulator.
    const failingAuth = Object.create(adminAuth()) as Auth;
    failingAuth.listUsers = () =>
      Promise.reject(new Error('SECRET internal detail at /srv/admin-server/src/users.ts:42'));
    const log = logLines();
    const server = await startServer({ auth: failingAuth, logger: log.logger });

    const result = await call(server.baseUrl, 'GET', '/listAllUsers', {
      token: club.token,
      headers: { 'X-Request-Id': 'failing-call-1' },
    });

    expect(result.status).toBe(500);
    expect(result.body).toEqual({ error: 'The admin server failed to complete the request.' });
    expect(JSON.stringify(result.body)).not.toMatch(/SECRET|\.ts:|at /);
    // The detail goes to the server's log, for the operator, under the request's id.
    const errorLine = log.lines().find((line) => line.message === 'unhandled admin server error');
    expect(errorLine).toMatchObject({ requestId: 'failing-call-1', level: 'error' });
    expect(JSON.stringify(errorLine)).toContain('SECRET internal detail');
  });
});
