/**
 * The admin server as it runs in production: the real src/index.ts in a child process against the
 * test emulators. JSON log lines with a request id and no credentials, /healthz, draining on
 * SIGTERM, exiting non-zero on an unhandled rejection, and no emulator settings off loopback.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, clearAuth, clearFirestore } from '../../tests/support/emulators';
import { spawnServer, type ServerProcess } from './support/server-process';
import { flags } from './permission-fixtures';
import { signedInSuperAdmin } from './support/test-server';

const preload = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'support/crash-on-signal.ts',
);

let token: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  await clearAuth();
  await clearFirestore();
  ({ token } = await signedInSuperAdmin());
});
afterEach(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  server = undefined;
});

/** A request whose body arrives in two parts: the second only when the test says so. */
function slowRequest(baseUrl: string, requestId: string, body: string) {
  const url = new URL('/createAdmin', baseUrl);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'X-Request-Id': requestId,
    },
  });
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.once('error', reject);
    });
    request.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return {
    response,
    finish: () => request.end(body.slice(half)),
  };
}

describe('logs', () => {
  it('when requests come in, then every stdout line is JSON with a request id, and no credentials', async () => {
    server = await spawnServer();

    const echoed = await fetch(`${server.baseUrl}/listAllUsers`, {
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Request-Id': 'list-users-1',
        Cookie: 'session=s3cr3t',
      },
    });
    const generated = await fetch(`${server.baseUrl}/healthz`, {
      headers: { 'X-Request-Id': 'not a sane id <script>' },
    });

    expect(echoed.status).toBe(200);
    expect(echoed.headers.get('x-request-id')).toBe('list-users-1');
    const generatedId = generated.headers.get('x-request-id');
    expect(generatedId).toMatch(/^[0-9a-f-]{36}$/);
    const completed = await server.lineMatching(
      (line) => line.requestId === generatedId && /completed/.test(line.message ?? ''),
    );
    expect(completed).toMatchObject({ level: 'info', req: { method: 'GET', path: '/healthz' } });
    const listed = server.lines().filter((line) => line.requestId === 'list-users-1');
    expect(listed.map((line) => line.message)).toEqual([
      'request received',
      'request completed 200',
    ]);
    // parseJsonLines has already failed the test if any line was not JSON.
    expect(server.stdout()).not.toContain(token);
    expect(server.stdout()).not.toContain('s3cr3t');
    expect(server.stdout().toLowerCase()).not.toContain('authorization');
  });
});

describe('GET /healthz', () => {
  it('answers 200 without a token, Firestore and Storage read', async () => {
    server = await spawnServer();
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', firestore: 'ok', storage: 'ok' });
  });
});

describe('SIGTERM', () => {
  it('when a request is in flight, then no new connection is taken, the request finishes, and the exit is 0', async () => {
    server = await spawnServer();
    const body = JSON.stringify({
      email: 'late.arrival@pac.example',
      password: 'secret-123',
      displayName: 'Late Arrival',
      permissions: flags('manageCatches'),
    });
    const slow = slowRequest(server.baseUrl, 'slow-create-1', body);
    await server.lineMatching(
      (line) => line.requestId === 'slow-create-1' && line.message === 'request received',
    );

    server.child.kill('SIGTERM');
    await server.lineMatching((line) => /shutting down/.test(line.message ?? ''));
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
    slow.finish();

    const answered = await slow.response;
    expect(answered.status).toBe(201);
    expect((await adminAuth().getUserByEmail('late.arrival@pac.example')).displayName).toBe(
      'Late Arrival',
    );
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // The request's body held a password and its header a token: neither is in the log.
    expect(server.stdout()).not.toContain('secret-123');
    expect(server.stdout()).not.toContain(token);
  });

  it('when a request outlasts the bound, then its connection is closed and the exit is still 0', async () => {
    server = await spawnServer({ SHUTDOWN_TIMEOUT_MS: '300' });
    const stuck = slowRequest(server.baseUrl, 'stuck-1', JSON.stringify({ never: 'finished' }));
    await server.lineMatching(
      (line) => line.requestId === 'stuck-1' && line.message === 'request received',
    );

    server.child.kill('SIGTERM');

    await expect(stuck.response).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.lines().some((line) => /after the shutdown bound/.test(line.message ?? ''))).toBe(
      true,
    );
  });
});

describe('crashes', () => {
  it.each([
    [
      'a promise rejection goes unhandled',
      'SIGUSR2',
      /unhandled promise rejection/,
      'a rejection nobody handled',
    ],
    ['an exception goes uncaught', 'SIGHUP', /uncaught exception/, 'an exception nobody caught'],
  ] as const)(
    'when %s, then it is logged and the process exits non-zero',
    async (_case, signal, message, detail) => {
      server = await spawnServer({}, { preload });

      server.child.kill(signal);

      const { code } = await server.exited;
      expect(code).toBe(1);
      const fatal = server.lines().find((line) => line.level === 'fatal');
      expect(fatal?.message).toMatch(message);
      expect(JSON.stringify(fatal)).toContain(detail);
    },
  );
});

describe('emulator settings', () => {
  it('when the emulators are set and it would listen on every interface, then it refuses to start', async () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeTruthy();
    server = await spawnServer({ LISTEN_HOST: '0.0.0.0' }, { waitForListening: false });

    expect((await server.exited).code).toBe(1);
    const fatal = server.lines().find((line) => line.level === 'fatal');
    expect(fatal?.message).toMatch(/^Refusing to listen on 0\.0\.0\.0: .* only listen on loopback/);
    expect(server.lines().some((line) => typeof line.port === 'number')).toBe(false);
  });

  it('when the emulators are set and no host is given, then it listens on loopback only', async () => {
    server = await spawnServer({ LISTEN_HOST: undefined });
    expect(server.lines().find((line) => typeof line.port === 'number')).toMatchObject({
      host: '127.0.0.1',
    });
  });
});
