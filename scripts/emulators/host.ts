/**
 * The emulator host: one child process that runs the Auth and Storage emulators of firebase-tools
 * in-process and the Cloud Firestore emulator (Java) as its own child. It is started by
 * launcher.ts over an IPC channel; when that channel closes (the parent exited, however it died)
 * everything here stops, so no emulator outlives the command that started it.
 *
 * Why in-process: offline, `firebase emulators:start` cannot run the Java emulators here (it wants
 * Java 21 and downloads their JARs). The Storage emulator enforces storage.rules with the rules
 * runtime the launcher chose (STORAGE_EMULATOR_BINARY_PATH, set before firebase-tools is loaded:
 * see storage-rules-runtime.ts), and reads Firestore for the rules' firestore.get() through
 * firebase-tools' registry, pointed at our Firestore emulator.
 * See docs/emulators.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, PROJECT_ID, type EmulatorPorts } from './config.ts';

// firebase-tools internals (CommonJS). The version is pinned in package.json for this reason.
const require = createRequire(import.meta.url);
const { AuthEmulator } = require('firebase-tools/lib/emulator/auth');
const { StorageEmulator } = require('firebase-tools/lib/emulator/storage');
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry');
const { useFileLogger } = require('firebase-tools/lib/logger');

interface HostRequest {
  ports: EmulatorPorts;
  firestoreJar: string;
  firestoreRules: string;
  storageRules: string;
  java: string;
  logFile: string;
}

const request = JSON.parse(process.env.PAC_EMULATOR_HOST_REQUEST ?? 'null') as HostRequest | null;
if (!request) throw new Error('host.ts must be started by launcher.ts');

// Everything the emulators say (firebase-tools' logger, the Firestore emulator's Java output,
// refused requests) goes to the log file; the launcher's caller prints its tail on a failure.
useFileLogger(request.logFile);
const log = createWriteStream(request.logFile, { flags: 'a' });

const blobDir = path.join(tmpdir(), `pac-storage-emulator-${request.ports.storage}`);
let firestore: ChildProcess | undefined;
let stopping = false;

/** firebase-tools' Storage emulator, with its blobs kept per port. */
class LocalStorageEmulator extends StorageEmulator {
  constructor(args: Record<string, unknown>) {
    super(args);
  }
  getPersistenceTmpDir(): string {
    // Per port, so a dev stack and a test stack never share (and reset) each other's blobs.
    return blobDir;
  }
}

/**
 * The Firestore emulator as firebase-tools' registry sees it: already running (our Java child), so
 * the Storage rules runtime's firestore.get() reads reach it.
 */
function registeredFirestore(port: number) {
  return {
    getName: () => 'firestore',
    getInfo: () => ({ name: 'firestore', host: HOST, port }),
    start: async () => {},
    stop: async () => {},
    connect: async () => {},
  };
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
    log.write(`[firestore] ${chunk}`);
    if (process.env.PAC_EMULATOR_VERBOSE) process.stderr.write(`[firestore] ${chunk}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(
        `The Firestore emulator exited unexpectedly (code ${code}); see ${req.logFile}.\n`,
      );
      void shutdown(1);
    }
  });
  return child;
}

async function shutdown(code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    firestore?.kill('SIGTERM');
    await Promise.allSettled([
      EmulatorRegistry.stop('auth'),
      EmulatorRegistry.stop('storage'),
      EmulatorRegistry.stop('firestore'),
    ]);
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
  await EmulatorRegistry.start(registeredFirestore(req.ports.firestore));
  const storage = new LocalStorageEmulator({
    host: HOST,
    port: req.ports.storage,
    projectId: PROJECT_ID,
    rules: { name: req.storageRules, content: readFileSync(req.storageRules, 'utf8') },
    auto_download: false,
  });
  await EmulatorRegistry.start(storage);
  // A storage.rules that does not compile leaves no ruleset, and every request would be refused
  // with only a log line: stop instead, with the compiler's words (they are in the log).
  if (!storage.rulesManager.getRuleset()) {
    throw new Error(`storage.rules did not compile; the compiler's messages are in ${req.logFile}`);
  }
  process.send?.({ type: 'started' });
}

main(request).catch((error: unknown) => {
  process.stderr.write(`Emulator host failed: ${error instanceof Error ? error.message : error}\n`);
  void shutdown(1);
});
