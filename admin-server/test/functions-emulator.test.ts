/**
 * The built function in firebase-tools' Functions emulator, which starts offline: the same loader
 * and runtime wrapper `firebase deploy` uses, serving the admin server's routes against the test
 * emulators (firebase-tools passes this process's FIRESTORE_EMULATOR_HOST and friends through).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clearClub, signedInSuperAdmin } from './support/test-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(serverDir, '..');
const offset = Number(process.env.PAC_TEST_PORT_OFFSET ?? 0);
// Ports of their own, a thousand per kind like the other test ports, so parallel runs never meet.
const ports = {
  functions: 21001 + offset,
  hub: 22001 + offset,
  logging: 23001 + offset,
  eventarc: 24001 + offset,
  tasks: 25001 + offset,
};
const project = process.env.GCLOUD_PROJECT ?? 'demo-pac';
const baseUrl = `http://127.0.0.1:${ports.functions}/${project}/europe-west2/api`;

let work: string;
let emulator: ChildProcess;
let output = '';
let token: string;

beforeAll(async () => {
  await clearClub();
  ({ token } = await signedInSuperAdmin());
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: serverDir, stdio: 'pipe' });
  work = await mkdtemp(path.join(tmpdir(), 'pac-functions-'));
  const emulators = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, { host: '127.0.0.1', port }]),
  );
  await writeFile(
    path.join(work, 'firebase.json'),
    JSON.stringify({
      functions: [
        { source: path.relative(work, serverDir), codebase: 'admin-server', runtime: 'nodejs22' },
      ],
      emulators: { ...emulators, ui: { enabled: false } },
    }),
  );
  emulator = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'functions',
      '--project',
      project,
      '--config',
      path.join(work, 'firebase.json'),
      '--non-interactive',
    ],
    // Its own process group, so the runtime it starts is stopped with it.
    { cwd: work, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      // It prints in colour even into a pipe: "http" arrives wrapped in bold codes.
      if (/http function initialized/.test(stripVTControlCharacters(output))) resolve();
    };
    emulator.stdout!.on('data', read);
    emulator.stderr!.on('data', read);
    emulator.once('exit', (code) =>
      reject(new Error(`The Functions emulator exited (${code}):\n${output}`)),
    );
    // Fail with what it printed rather than a bare hook timeout.
    setTimeout(
      () => reject(new Error(`The Functions emulator did not start in 100 s:\n${output}`)),
      100_000,
    ).unref();
  });
}, 120_000);

afterAll(async () => {
  if (emulator?.pid && emulator.exitCode === null) {
    const exited = new Promise((resolve) => emulator.once('exit', resolve));
    process.kill(-emulator.pid, 'SIGTERM');
    await exited;
  }
  if (work) await rm(work, { recursive: true, force: true });
}, 60_000);

describe('the api function in the Functions emulator', () => {
  it('answers /healthz: every scheduled job expected, none run yet', async () => {
    const result = await call(baseUrl, 'GET', '/healthz');
    // Deployed, the function expects every schedule's runs (jobs/job-status.ts): none ran here.
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({
      firestore: 'ok',
      stale: ['catchUpkeep', 'binPurge', 'historyPrune', 'mailSender', 'dailyMail'],
    });
  });

  it('serves an authenticated route, and refuses it without a token', async () => {
    const allowed = await call(baseUrl, 'GET', '/listAllUsers', { token });
    const refused = await call(baseUrl, 'GET', '/listAllUsers');

    expect(allowed.status, output).toBe(200);
    expect(allowed.body.users).toEqual(
      expect.arrayContaining([expect.objectContaining({ uid: 'boss' })]),
    );
    expect(refused.status).toBe(401);
  });
});
