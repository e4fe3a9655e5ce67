/**
 * Starts the local emulator stack (Auth, Firestore, Storage) and waits until every port answers.
 * Fails fast, naming the missing piece: no Java, no Firestore emulator, a port already in use.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, emulatorEnv, type EmulatorPorts } from './config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export class StackError extends Error {}

export interface RunningEmulators {
  ports: EmulatorPorts;
  env: Record<string, string>;
  stop(): Promise<void>;
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

export async function waitForPort(port: number, what: string, timeoutMs = 90_000): Promise<void> {
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

  const host: ChildProcess = fork(path.join(root, 'scripts/emulators/host.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PAC_EMULATOR_HOST_REQUEST: JSON.stringify({
        ports,
        firestoreJar,
        java,
        firestoreRules: path.join(root, 'firestore.rules'),
      }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  const exited = new Promise<never>((_, reject) =>
    host.once('exit', (code) =>
      reject(new StackError(`The emulator host exited early (code ${code}); see the lines above.`)),
    ),
  );
  exited.catch(() => {});
  await Promise.race([
    Promise.all([
      waitForPort(ports.auth, 'The Auth emulator'),
      waitForPort(ports.storage, 'The Storage emulator'),
      waitForPort(ports.firestore, 'The Firestore emulator'),
    ]),
    exited,
  ]);

  console.warn(
    '\n  WARNING: Storage security rules are NOT enforced by the local Storage emulator.\n' +
      '  Its rules runtime is a JAR that firebase-tools downloads, which cannot be had offline,\n' +
      '  so storage.rules is checked only where that runtime is present (see README.md).\n',
  );

  return {
    ports,
    env: emulatorEnv(ports),
    stop: () =>
      new Promise<void>((resolve) => {
        if (host.exitCode !== null || host.signalCode !== null) return resolve();
        host.once('exit', () => resolve());
        host.kill('SIGTERM');
      }),
  };
}
