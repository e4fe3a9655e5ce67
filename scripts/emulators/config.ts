/**
 * Where the local Firebase emulators listen. `dev` is what `npm run dev` uses (the usual Firebase
 * ports, so the Firebase CLI and docs line up); `test` is what `npm test` uses, on other ports so a
 * test run never touches a running dev stack. PAC_TEST_PORT_OFFSET lets two test runs coexist: each
 * kind of port has a thousand of its own, so any two offsets under 1,000 never collide.
 */

export const HOST = '127.0.0.1';

/** The local stack's project: the demo club of `npm run dev` and the end-to-end tests. */
export const DEMO_PROJECT_ID = 'demo-pac';

/**
 * The end-to-end stacks (scripts/test-run/e2e-site.ts): the demo club seeded under each of these
 * projects on the same emulators, each with its own admin server and site (E2E_STACK_PORT_STEP
 * apart), so two Playwright workers can each write to a club of their own. A worker uses the stack
 * of its TEST_PARALLEL_INDEX (Playwright sets it before the worker loads any file; playwright.config.ts
 * runs one worker per stack); PAC_E2E_STACK names it for a process that is not a worker.
 */
export const E2E_PROJECT_IDS = [DEMO_PROJECT_ID, 'demo-pac-2'] as const;
export const E2E_STACK = Number(process.env.PAC_E2E_STACK ?? process.env.TEST_PARALLEL_INDEX ?? 0);
if (!(E2E_STACK in E2E_PROJECT_IDS)) {
  throw new Error(
    `End-to-end stack ${E2E_STACK} does not exist: there are ${E2E_PROJECT_IDS.length} (run at most that many Playwright workers).`,
  );
}

/**
 * The project this process works on. One set of emulators serves many at once: each integration
 * test file has its own (tests/setup/project-per-file.ts sets PAC_PROJECT_ID before this is read);
 * an end-to-end worker its stack's.
 */
export const PROJECT_ID = process.env.PAC_PROJECT_ID ?? E2E_PROJECT_IDS[E2E_STACK]!;
export const bucketOf = (projectId: string) => `${projectId}.appspot.com`;
export const STORAGE_BUCKET = bucketOf(PROJECT_ID);
/** The project whose default bucket `bucket` is, in either spelling (ops/target.ts). */
export const projectOfBucket = (bucket: string) =>
  bucket.replace(/\.(appspot\.com|firebasestorage\.app)$/, '');

/**
 * The web API key a client of `projectId` uses on the emulators. The Auth emulator knows a
 * client's project only by its key: the key of any project but the demo one names it, and the
 * emulator host (host.ts) reads it back with projectOfApiKey.
 */
const DEMO_API_KEY = 'demo-api-key';
const API_KEY_OF_PROJECT = `${DEMO_API_KEY}.`;
export const apiKeyOf = (projectId: string) =>
  projectId === DEMO_PROJECT_ID ? DEMO_API_KEY : `${API_KEY_OF_PROJECT}${projectId}`;
export const projectOfApiKey = (key: string | null | undefined) =>
  key?.startsWith(API_KEY_OF_PROJECT) ? key.slice(API_KEY_OF_PROJECT.length) : undefined;

export interface StackPorts {
  auth: number;
  firestore: number;
  storage: number;
  adminServer: number;
  site: number;
}

export const DEV_PORTS: StackPorts = {
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  adminServer: 3001,
  site: 5173,
};

const offset = Number(process.env.PAC_TEST_PORT_OFFSET ?? 0);

/**
 * How far apart the end-to-end stacks' admin servers and sites are: far enough that no two port
 * offsets in use (under 500) collide.
 */
export const E2E_STACK_PORT_STEP = 500;

/** The test ports of end-to-end stack `stack`: the same emulators, its own admin server and site. */
export function testPorts(stack: number): StackPorts {
  return {
    auth: 19099 + offset,
    firestore: 18080 + offset,
    storage: 17199 + offset,
    adminServer: 13001 + offset + stack * E2E_STACK_PORT_STEP,
    site: 14173 + offset + stack * E2E_STACK_PORT_STEP,
  };
}

/**
 * The Stripe stand-in (scripts/stripe/standin.ts) of end-to-end stack `stack`: each stack's admin
 * server takes its payments there, and the stand-in sends its webhook to that admin server alone.
 * Past every other test port (the functions emulator test's end at 21,500).
 */
export const stripeStandinPort = (stack: number) => 22111 + offset + stack * E2E_STACK_PORT_STEP;

/** This process's test ports (its end-to-end stack's: stack 0's unless a Playwright worker's). */
export const TEST_PORTS: StackPorts = testPorts(E2E_STACK);

export type EmulatorPorts = Pick<StackPorts, 'auth' | 'firestore' | 'storage'>;

/** The environment variables firebase-admin and @firebase/rules-unit-testing read. */
export function emulatorEnv(ports: EmulatorPorts): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://${HOST}:${ports.storage}`,
    // Nothing here runs on Google Cloud: without this, google-auth-library asks the metadata
    // server for credentials, and where that address answers (403) it prints a warning per run.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** The VITE_* settings that make a build of the site talk to these emulators. */
export function siteEnv(ports: StackPorts): Record<string, string> {
  return {
    VITE_FIREBASE_API_KEY: apiKeyOf(PROJECT_ID),
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: STORAGE_BUCKET,
    VITE_FIREBASE_APP_ID: 'demo-app-id',
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_HOST: HOST,
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_ADMIN_SERVER_URL: `http://${HOST}:${ports.adminServer}`,
  };
}
