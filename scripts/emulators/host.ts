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
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HOST,
  PROJECT_ID,
  projectOfApiKey,
  projectOfBucket,
  type EmulatorPorts,
} from './config.ts';

// firebase-tools internals (CommonJS). The version is pinned in package.json for this reason.
const require = createRequire(import.meta.url);
const { AuthEmulator, SingleProjectMode } = require('firebase-tools/lib/emulator/auth');
const { createApp: createAuthApp } = require('firebase-tools/lib/emulator/auth/server');
const { AgentProjectState } = require('firebase-tools/lib/emulator/auth/state');
const { createDestroyer } = require('firebase-tools/lib/utils');
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

/** The project a client's request to the Auth emulator is for, named by its API key. */
const clientProject = new AsyncLocalStorage<string | undefined>();

/**
 * The Auth emulator's accounts, per project. A client's request names no project, only its API
 * key, and firebase-tools takes every key for the default project's; asked for that project while
 * serving a key that names another (config.ts, apiKeyOf), this hands over the other's accounts.
 * Requests that name their project in the path (firebase-admin's) are served as they ask.
 */
class ProjectStates extends Map<string, unknown> {
  override get(projectId: string): unknown {
    const named = projectId === PROJECT_ID ? clientProject.getStore() : undefined;
    if (!named) return super.get(projectId);
    if (!super.has(named)) super.set(named, new AgentProjectState(named));
    return super.get(named);
  }
}

/**
 * firebase-tools' Auth emulator serving many projects at once (each integration test file has its
 * own): one app, whose accounts are looked up by the project the request's key names.
 */
class MultiProjectAuthEmulator extends AuthEmulator {
  constructor(args: Record<string, unknown>) {
    super(args);
  }
  async start(): Promise<void> {
    const { host, port } = this.getInfo() as { host: string; port: number };
    const app = (await createAuthApp(
      PROJECT_ID,
      SingleProjectMode.NO_WARNING,
      new ProjectStates(),
    )) as RequestListener;
    const server = createServer((req, res) => {
      const query = new URL(req.url ?? '/', 'http://auth').searchParams;
      const project = projectOfApiKey(query.get('key') ?? query.get('apiKey'));
      if (!project) return app(req, res);
      // The body is read by listeners on the request's events, which run in the context of
      // whoever emits them: emitted in this one, so is all the work that follows.
      const emit = req.emit.bind(req);
      req.emit = (...args: Parameters<typeof req.emit>) =>
        clientProject.run(project, () => emit(...args));
      clientProject.run(project, () => app(req, res));
    });
    server.listen(port, host);
    this.destroyServer = createDestroyer(server);
  }
}

/**
 * firebase-tools' Storage emulator, with its blobs kept per port, serving many projects' buckets
 * at once: storage.rules' firestore.get() reads the Firestore of the bucket's project (of
 * `<project>.appspot.com`), not always the default project's.
 */
class LocalStorageEmulator extends StorageEmulator {
  constructor(args: Record<string, unknown>) {
    super(args);
    const layer = this.storageLayer as { _rulesValidator: RulesValidator };
    const rules = layer._rulesValidator;
    layer._rulesValidator = {
      validate: (path, bucket, method, file, _project, ...rest) =>
        rules.validate(path, bucket, method, file, projectOfBucket(bucket), ...rest),
    };
  }
  getPersistenceTmpDir(): string {
    // Per port, so a dev stack and a test stack never share (and reset) each other's blobs.
    return blobDir;
  }
}

/** firebase-tools' check of a Storage request against the rules (storage/rules/utils.js). */
interface RulesValidator {
  validate(
    path: string,
    bucket: string,
    method: string,
    file: unknown,
    projectId: string,
    ...rest: unknown[]
  ): Promise<boolean>;
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
    new MultiProjectAuthEmulator({ host: HOST, port: req.ports.auth, projectId: PROJECT_ID }),
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
