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

export const firebaseApp = initializeApp(firebaseConfig);

export const db = getFirestore(firebaseApp);
if (emulators.enabled) connectFirestoreEmulator(db, emulators.host, emulators.firestorePort);

/** The server renderer logs failures itself, once per page (entry-server.tsx), not the SDK. */
export function silenceFirestoreLogs(): void {
  setLogLevel('silent');
}

let authPromise: Promise<Auth> | undefined;

/** Firebase Auth, loaded on first use. */
export function loadAuth(): Promise<Auth> {
  authPromise ??= import('firebase/auth').then(
    ({ initializeAuth, browserLocalPersistence, inMemoryPersistence, connectAuthEmulator }) => {
      // initializeAuth without a popup/redirect resolver: sign-in is e-mail and password only, and
      // the resolver would fetch a script from Google's servers on every page.
      const auth = initializeAuth(firebaseApp, {
        persistence: typeof window === 'undefined' ? inMemoryPersistence : browserLocalPersistence,
      });
      if (emulators.enabled) {
        connectAuthEmulator(auth, `http://${emulators.host}:${emulators.authPort}`, {
          disableWarnings: true,
        });
      }
      return auth;
    },
  );
  return authPromise;
}

let storagePromise: Promise<FirebaseStorage> | undefined;

/** Cloud Storage, loaded on first use (uploads and deletes only; images are read by URL). */
export function loadStorage(): Promise<FirebaseStorage> {
  storagePromise ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const storage = getStorage(firebaseApp);
    if (emulators.enabled) connectStorageEmulator(storage, emulators.host, emulators.storagePort);
    return storage;
  });
  return storagePromise;
}
