/**
 * Starts the local emulator stack (Auth, Firestore, Storage) and waits until every port answers.
 * Fails fast, naming the missing piece: no Java, no Firestore emulator, no JDK to build the Storage
 * rules runtime, a port already in use. Both firestore.rules and storage.rules are enforced.
 * The emulators' own output goes to a log file (logFile below), shown by the caller on a failure.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, emulatorEnv, type EmulatorPorts } from './config.ts';
import { StackError } from './stack-error.ts';
import { storageRulesRuntime } from './storage-rules-runtime.ts';

export { StackError };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningEmulators {
  ports: EmulatorPorts;
  env: Record<string, string>;
  /** Which Storage rules runtime enforces storage.rules, in words. */
  storageRules: string;
  /** Where the emulators' own output goes (Firestore, firebase-tools' Auth and Storage). */
  logFile: string;
  stop(): Promise<void>;
}

/** The emulators' log of a stack on these ports, emptied at each start. */
export function emulatorLogFile(ports: EmulatorPorts): string {
  return path.join(root, '.cache/emulator-logs', `emulators-${ports.storage}.log`);
}

/** The last lines of a log, for a failure message. */
export function logTail(file: string, lines = 40): string {
  if (!existsSync(file)) return `(no log at ${file})`;
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

function findJava(): string {
  const java = process.env.JAVA ?? 'java';
  try {
    execFileSync(java, ['-version'], { stdio: 'ignore' });
    return java;
  } catch {
    throw new StackError(
      'Java was not found on PATH. The Cloud Firestore emulator needs Java 11 or newer ' +
        '(Debian: apt-get install -y default-jre-headless).',
    );
  }
}

/** Where the Firestore emulator JAR may be: FIRESTORE_EMULATOR_JAR, gcloud's component, firebase-tools' cache. */
export function firestoreJarCandidates(): string[] {
  const candidates = [
    process.env.FIRESTORE_EMULATOR_JAR,
    '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
    '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  ];
  try {
    const sdkRoot = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    candidates.push(
      path.join(sdkRoot, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'),
    );
  } catch {
    // gcloud is optional; the other places are checked.
  }
  const cache = path.join(homedir(), '.cache/firebase/emulators');
  if (existsSync(cache)) {
    for (const file of readdirSync(cache).sort().reverse()) {
      if (/^cloud-firestore-emulator-.*\.jar$/.test(file)) candidates.push(path.join(cache, file));
    }
  }
  return candidates.filter((file): file is string => !!file);
}

export function findFirestoreJar(candidates = firestoreJarCandidates()): string {
  const jar = candidates.find((file) => existsSync(file));
  if (!jar) {
    throw new StackError(
      'The Cloud Firestore emulator was not found. Install the Debian package ' +
        'google-cloud-cli-firestore-emulator, or set FIRESTORE_EMULATOR_JAR to its JAR.',
    );
  }
  return jar;
}

export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StackError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is already in use. Stop whatever holds it ` +
                `(\`ss -ltnp | grep :${port}\` shows it) and try again.`
            : `Cannot listen on port ${port} (${what}): ${error.message}`,
        ),
      );
    });
    server.listen(port, HOST, () => server.close(() => resolve()));
  });
}

// Generous: on a busy shared machine three JVMs (Firestore, the Storage rules runtime) and
// firebase-tools can take minutes to start. Not a timing assertion, only a bound on waiting.
export async function waitForPort(port: number, what: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, HOST);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new StackError(`${what} did not answer on port ${port}.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startEmulators(ports: EmulatorPorts): Promise<RunningEmulators> {
  const java = findJava();
  const firestoreJar = findFirestoreJar();
  await assertPortFree(ports.firestore, 'Firestore emulator');
  await assertPortFree(ports.auth, 'Auth emulator');
  await assertPortFree(ports.storage, 'Storage emulator');
  const rulesRuntime = storageRulesRuntime(firestoreJar, java);
  const logFile = emulatorLogFile(ports);
  mkdirSync(path.dirname(logFile), { recursive: true });
  writeFileSync(logFile, '');

  const host: ChildProcess = fork(path.join(root, 'scripts/emulators/host.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      // firebase-tools reads it when first loaded: the Storage emulator's rules runtime.
      STORAGE_EMULATOR_BINARY_PATH: rulesRuntime.jar,
      PAC_EMULATOR_HOST_REQUEST: JSON.stringify({
        ports,
        firestoreJar,
        java,
        firestoreRules: path.join(root, 'firestore.rules'),
        storageRules: path.join(root, 'storage.rules'),
        logFile,
      }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  const started = new Promise<void>((resolve) =>
    host.on('message', (message: { type?: string }) => {
      if (message.type === 'started') resolve();
    }),
  );
  const exited = new Promise<never>((_, reject) =>
    host.once('exit', (code) =>
      reject(
        new StackError(
          `The emulator host exited early (code ${code}). The end of its log (${logFile}):\n` +
            logTail(logFile),
        ),
      ),
    ),
  );
  exited.catch(() => {});
  try {
    await Promise.race([
      Promise.all([
        waitForPort(ports.auth, 'The Auth emulator'),
        waitForPort(ports.storage, 'The Storage emulator'),
        waitForPort(ports.firestore, 'The Firestore emulator'),
      ]),
      exited,
    ]);
  } catch (error) {
    host.kill('SIGTERM');
    if (error instanceof StackError && !error.message.includes(logFile)) {
      throw new StackError(
        `${error.message} The end of the emulators' log (${logFile}):\n${logTail(logFile)}`,
      );
    }
    throw error;
  }

  // The host says when storage.rules is loaded; until then nothing may be served as if enforced.
  await Promise.race([started, exited]);

  return {
    ports,
    env: emulatorEnv(ports),
    storageRules: rulesRuntime.description,
    logFile,
    stop: () =>
      new Promise<void>((resolve) => {
        if (host.exitCode !== null || host.signalCode !== null) return resolve();
        host.once('exit', () => resolve());
        host.kill('SIGTERM');
      }),
  };
}
