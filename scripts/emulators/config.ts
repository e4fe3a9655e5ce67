/**
 * Where the local Firebase emulators listen. `dev` is what `npm run dev` uses (the usual Firebase
 * ports, so the Firebase CLI and docs line up); `test` is what `npm test` uses, on other ports so a
 * test run never touches a running dev stack. PAC_TEST_PORT_OFFSET lets two test runs coexist: each
 * kind of port has a thousand of its own, so any two offsets under 1,000 never collide.
 */
export const PROJECT_ID = process.env.PAC_PROJECT_ID ?? 'demo-pac';
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
export const HOST = '127.0.0.1';

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

export const TEST_PORTS: StackPorts = {
  auth: 19099 + offset,
  firestore: 18080 + offset,
  storage: 17199 + offset,
  adminServer: 13001 + offset,
  site: 14173 + offset,
};

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
    VITE_FIREBASE_API_KEY: 'demo-api-key',
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
