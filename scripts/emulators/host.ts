/**
 * The emulator host: one child process that runs the Auth and Storage emulators of firebase-tools
 * in-process and the Cloud Firestore emulator (Java) as its own child. It is started by
 * launcher.ts over an IPC channel; when that channel closes (the parent exited, however it died)
 * everything here stops, so no emulator outlives the command that started it.
 *
 * Why in-process: offline, `firebase emulators:start` cannot run the Java emulators here (it wants
 * Java 21 and downloads their JARs), and the Storage emulator's rules runtime is a JAR it downloads.
 * See ../../../shared/notes/firebase-emulators-on-these-machines.md and README.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, PROJECT_ID, type EmulatorPorts } from './config.ts';

// firebase-tools internals (CommonJS). The version is pinned in package.json for this reason.
const require = createRequire(import.meta.url);
const { AuthEmulator } = require('firebase-tools/lib/emulator/auth');
const { StorageEmulator } = require('firebase-tools/lib/emulator/storage');
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry');
const { createApp: createStorageApp } = require('firebase-tools/lib/emulator/storage/server');
const { createDestroyer } = require('firebase-tools/lib/utils');

interface HostRequest {
  ports: EmulatorPorts;
  firestoreJar: string;
  firestoreRules: string;
  java: string;
}

const request = JSON.parse(process.env.PAC_EMULATOR_HOST_REQUEST ?? 'null') as HostRequest | null;
if (!request) throw new Error('host.ts must be started by launcher.ts');

const blobDir = path.join(tmpdir(), `pac-storage-emulator-${request.ports.storage}`);
let firestore: ChildProcess | undefined;
let stopping = false;

/**
 * The Storage emulator without its rules runtime: every request is allowed. The launcher prints a
 * warning saying so, and the storage rules tests report themselves as not run in this mode.
 */
class RulesOffStorageEmulator extends StorageEmulator {
  constructor(args: Record<string, unknown>) {
    super(args);
  }
  getPersistenceTmpDir(): string {
    // Per port, so a dev stack and a test stack never share (and reset) each other's blobs.
    return blobDir;
  }
  createRulesManager() {
    const allowAll = {
      verify: async () => ({ permitted: true, issues: { exist: () => false, all: [] } }),
    };
    return { start: async () => {}, stop: async () => {}, getRuleset: () => allowAll };
  }
  async start() {
    const { host, port } = this.getInfo();
    this._app = await createStorageApp(PROJECT_ID, this);
    this.destroyServer = createDestroyer(this._app.listen(port, host));
  }
  async stop() {
    await this._persistence.deleteAll();
    if (this.destroyServer) await this.destroyServer();
  }
}

function startFirestore(req: HostRequest): ChildProcess {
  const child = spawn(
    req.java,
    [
      '-Duser.language=en',
      '-cp',
      req.firestoreJar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      `--host=${HOST}`,
      `--port=${req.ports.firestore}`,
      `--project_id=${PROJECT_ID}`,
      `--rules=${req.firestoreRules}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const forward = (chunk: Buffer) => {
    if (process.env.PAC_EMULATOR_VERBOSE) process.stderr.write(`[firestore] ${chunk}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`The Firestore emulator exited unexpectedly (code ${code}).\n`);
      void shutdown(1);
    }
  });
  return child;
}

async function shutdown(code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    firestore?.kill('SIGTERM');
    await Promise.allSettled([EmulatorRegistry.stop('auth'), EmulatorRegistry.stop('storage')]);
    rmSync(blobDir, { recursive: true, force: true });
  }
  process.exit(code);
}

process.on('disconnect', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main(req: HostRequest) {
  mkdirSync(blobDir, { recursive: true });
  firestore = startFirestore(req);
  await EmulatorRegistry.start(
    new AuthEmulator({ host: HOST, port: req.ports.auth, projectId: PROJECT_ID }),
  );
  await EmulatorRegistry.start(
    new RulesOffStorageEmulator({
      host: HOST,
      port: req.ports.storage,
      projectId: PROJECT_ID,
      rules: '',
      auto_download: false,
    }),
  );
  process.send?.({ type: 'started' });
}

main(request).catch((error: unknown) => {
  process.stderr.write(`Emulator host failed: ${error instanceof Error ? error.message : error}\n`);
  void shutdown(1);
});
