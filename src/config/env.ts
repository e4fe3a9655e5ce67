/**
 * The site's settings, read once from Vite's env (VITE_* variables; see .env.example).
 * Demo values are the fallback so a plain `vite` against the local emulators just works.
 */
// Outside Vite (the bench reads the table of public pages under tsx) there is no import.meta.env.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-pac.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-pac',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-pac.appspot.com',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
};

export const emulators = {
  // On by default for demo- projects, which exist only on the emulators.
  enabled:
    (env.VITE_USE_EMULATORS ?? String(firebaseConfig.projectId.startsWith('demo-'))) === 'true',
  host: env.VITE_EMULATOR_HOST ?? '127.0.0.1',
  authPort: Number(env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  firestorePort: Number(env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
  storagePort: Number(env.VITE_STORAGE_EMULATOR_PORT ?? 9199),
};

/**
 * The admin server: VITE_ADMIN_SERVER_URL when set; otherwise localhost:3001 when the page runs on
 * localhost, as docs/product-spec.md §7 says, else VITE_ADMIN_SERVER_HOSTED_URL, by default `/api` on the site's
 * own origin (the Cloud Function behind Hosting's rewrite; README, "Deploying").
 */
export function adminServerUrl(hostname = globalThis.location?.hostname ?? 'localhost'): string {
  if (env.VITE_ADMIN_SERVER_URL) return env.VITE_ADMIN_SERVER_URL;
  if (hostname === 'localhost' || hostname === '127.0.0.1') return 'http://localhost:3001';
  return env.VITE_ADMIN_SERVER_HOSTED_URL ?? '/api';
}
