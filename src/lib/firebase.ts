/**
 * The one place that initialises Firebase and wires the emulators.
 *
 * Public pages read through `firebase/firestore/lite` (one-shot REST reads: a fraction of the full
 * SDK's weight, and no open listen stream). Auth and Storage are loaded on demand, so a visitor's
 * first page never downloads them.
 */
import { initializeApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import type { FirebaseStorage } from 'firebase/storage';
import { emulators, firebaseConfig } from '../config/env';
import { siteAppCheck } from './app-check-choice';
import { loadOnce } from './load-once';

export const firebaseApp = initializeApp(firebaseConfig);

export const db = getFirestore(firebaseApp);
if (emulators.enabled) connectFirestoreEmulator(db, emulators.host, emulators.firestorePort);

/** The server renderer logs failures itself, once per page (entry-server.tsx), not the SDK. */
export function silenceFirestoreLogs(): void {
  setLogLevel('silent');
}

let appCheckPromise: Promise<void> | undefined;

/**
 * Firebase App Check (issue 21): with the reCAPTCHA Enterprise provider, requests that do not come
 * from the club's own site can be refused before any rule runs (enforcement is turned on in the
 * console; README, "App Check"). Which provider, if any, is chooseAppCheck's decision
 * (app-check-choice.ts): reCAPTCHA Enterprise deployed with VITE_APP_CHECK_SITE_KEY, the debug
 * provider when a developer sets VITE_APP_CHECK_DEBUG_TOKEN, nothing on the emulators by default.
 * Loaded with a dynamic import (its own chunk), so a public page's first download does not grow;
 * every write waits for it (loadAuth: submissions and the back office are signed in).
 */
export function startAppCheck(): Promise<void> {
  const choice = siteAppCheck();
  if (choice.provider === 'none') return Promise.resolve();
  appCheckPromise ??= import('firebase/app-check')
    .then(({ initializeAppCheck, ReCaptchaEnterpriseProvider, CustomProvider }) => {
      if (choice.provider === 'debug') {
        // The SDK reads its debug token from this global when App Check starts.
        (
          globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | true }
        ).FIREBASE_APPCHECK_DEBUG_TOKEN = choice.debugToken;
      }
      const provider = choice.siteKey
        ? new ReCaptchaEnterpriseProvider(choice.siteKey)
        : // In debug mode the SDK never asks the provider for a token; one is still required.
          new CustomProvider({
            getToken: () => Promise.reject(new Error('App Check: only the debug token is set.')),
          });
      initializeAppCheck(firebaseApp, { provider, isTokenAutoRefreshEnabled: true });
    })
    // Without App Check the site still works where it is not enforced; enforced, the refusal
    // that follows says what is wrong.
    .catch(() => undefined);
  return appCheckPromise;
}

/**
 * Firebase Auth, loaded on first use. Its code is not on every phone (app/offline/visitor-precache.ts):
 * loaded with no signal it fails, and is loaded again at the next call (lib/load-once.ts).
 */
export const loadAuth: () => Promise<Auth> = loadOnce(() =>
  startAppCheck()
    .then(() => import('firebase/auth'))
    .then(
      ({ initializeAuth, browserLocalPersistence, inMemoryPersistence, connectAuthEmulator }) => {
        // initializeAuth without a popup/redirect resolver: sign-in is e-mail and password only, and
        // the resolver would fetch a script from Google's servers on every page.
        const auth = initializeAuth(firebaseApp, {
          persistence:
            typeof window === 'undefined' ? inMemoryPersistence : browserLocalPersistence,
        });
        if (emulators.enabled) {
          connectAuthEmulator(auth, `http://${emulators.host}:${emulators.authPort}`, {
            disableWarnings: true,
          });
        }
        return auth;
      },
    ),
);

/**
 * Cloud Storage, loaded on first use (uploads and deletes only; images are read by URL); loaded
 * again at the next call if that failed, as Auth is.
 */
export const loadStorage: () => Promise<FirebaseStorage> = loadOnce(() =>
  import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const storage = getStorage(firebaseApp);
    if (emulators.enabled) connectStorageEmulator(storage, emulators.host, emulators.storagePort);
    return storage;
  }),
);
