/**
 * Which Firebase project an operations script (backup, restore, create-super-admin) acts on:
 * the local emulators (the dev ports unless *_EMULATOR_HOST says otherwise) for a `demo-` project
 * or when no --project is given, or a real project named with --project and reached as the person
 * running the script: application default credentials from `gcloud auth application-default
 * login`, their own Google account and its roles on the project. No service-account key file has
 * to live on a volunteer's laptop (GOOGLE_APPLICATION_CREDENTIALS still works where one is used).
 */
import { existsSync } from 'node:fs';
import net from 'node:net';
import { homedir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { loadEnv } from 'vite';
import { DEV_PORTS, emulatorEnv } from '../emulators/config.ts';

/** A refusal the script prints as one sentence, without a stack trace. */
export class OpsError extends Error {}

const EMULATOR_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
];

export interface Target {
  projectId: string;
  bucketName: string;
  emulated: boolean;
  app: App;
  /** A line naming where the script is acting, for its output. */
  description: string;
  close(): Promise<void>;
}

function answers(hostPort: string): Promise<boolean> {
  const url = new URL(hostPort.includes('://') ? hostPort : `http://${hostPort}`);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** firebase-admin would retry a closed emulator port for minutes; say at once that nothing answers. */
async function assertEmulatorsAnswer(env: NodeJS.ProcessEnv): Promise<void> {
  for (const name of [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIREBASE_STORAGE_EMULATOR_HOST',
  ]) {
    const address = env[name];
    if (address && !(await answers(address))) {
      throw new OpsError(
        `No emulator answers at ${address} (${name}): start the local stack (npm run dev) first, or name a real project with --project.`,
      );
    }
  }
}

/** Where `gcloud auth application-default login` leaves the signed-in user's credentials. */
export function applicationDefaultCredentialsFile(env: NodeJS.ProcessEnv = process.env): string {
  const config =
    env.CLOUDSDK_CONFIG ??
    (process.platform === 'win32' && env.APPDATA
      ? path.join(env.APPDATA, 'gcloud')
      : path.join(homedir(), '.config', 'gcloud'));
  return path.join(config, 'application_default_credentials.json');
}

/**
 * The bucket of the web app config the site is deployed with (.env.production.local), when it is
 * `projectId`'s: a default bucket's name depends on when the project was made (`<id>.appspot.com`
 * before 30 October 2024, `<id>.firebasestorage.app` since), so it is not derived from the id.
 */
function siteBucket(projectId: string): string | undefined {
  const site = loadEnv('production', process.cwd(), 'VITE_');
  return site.VITE_FIREBASE_PROJECT_ID === projectId
    ? site.VITE_FIREBASE_STORAGE_BUCKET || undefined
    : undefined;
}

export async function resolveTarget(
  options: { project?: string; bucket?: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<Target> {
  const projectId = options.project ?? env.GCLOUD_PROJECT ?? 'demo-pac';
  const emulated = projectId.startsWith('demo-');
  if (emulated) {
    // The dev stack's ports unless the caller (npm test, a custom stack) set its own.
    // Both names of the Storage emulator's address must agree; FIREBASE_STORAGE_EMULATOR_HOST wins.
    if (env.FIREBASE_STORAGE_EMULATOR_HOST) {
      env.STORAGE_EMULATOR_HOST = `http://${env.FIREBASE_STORAGE_EMULATOR_HOST}`;
    }
    for (const [key, value] of Object.entries(emulatorEnv(DEV_PORTS))) env[key] ??= value;
    // No Google metadata server to look for here (it would only print a warning after a timeout).
    env.METADATA_SERVER_DETECTION ??= 'none';
    await assertEmulatorsAnswer(env);
  } else {
    const set = EMULATOR_VARIABLES.filter((name) => env[name]);
    if (set.length > 0) {
      throw new OpsError(
        `--project ${projectId} is a real project, but ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set and would send everything to the emulators: unset ${set.length > 1 ? 'them' : 'it'} first.`,
      );
    }
    if (
      !env.GOOGLE_APPLICATION_CREDENTIALS &&
      !existsSync(applicationDefaultCredentialsFile(env))
    ) {
      throw new OpsError(
        `To act on the real project ${projectId}, sign in as yourself first: gcloud auth application-default login, then gcloud auth application-default set-quota-project ${projectId} (README, "Operations without a key file").`,
      );
    }
  }
  const bucketName =
    options.bucket ?? (emulated ? undefined : siteBucket(projectId)) ?? `${projectId}.appspot.com`;
  const app = initializeApp(
    { projectId, storageBucket: bucketName },
    `ops-${projectId}-${Date.now()}`,
  );
  return {
    projectId,
    bucketName,
    emulated,
    app,
    description: emulated
      ? `the emulators of ${projectId} (Firestore ${env.FIRESTORE_EMULATOR_HOST}, Storage ${env.FIREBASE_STORAGE_EMULATOR_HOST})`
      : `the project ${projectId} (bucket ${bucketName})`,
    close: () => deleteApp(app),
  };
}

/** The options every operations script takes, for node:util's parseArgs. */
export const TARGET_OPTIONS = {
  project: { type: 'string' },
  bucket: { type: 'string' },
} as const;

/** Runs a script's main: a refusal is one sentence and exit 1; anything else, its stack and exit 1. */
export async function runOps(main: () => Promise<void>): Promise<void> {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    if (
      error instanceof OpsError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`✗ ${(error as Error).message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}
