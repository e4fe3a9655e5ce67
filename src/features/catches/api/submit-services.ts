import { initializeApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirebaseStorage } from 'firebase/storage';
import { emulators, firebaseConfig } from '../../../config/env';
import { db, loadAuth, loadStorage } from '../../../lib/firebase';

/**
 * The Firebase services one submission talks to: the site's own (lib/firebase.ts), unless a
 * caller needs several members at once. The rules count submissions per signed-in identity, so
 * `npm run stress` and the concurrency test give each member a Firebase app of their own.
 */
export interface SubmitServices {
  db: Firestore;
  loadAuth: () => Promise<Auth>;
  loadStorage: () => Promise<FirebaseStorage>;
}

export const siteServices: SubmitServices = { db, loadAuth, loadStorage };

/** A separate member: their own Firebase app (named `name`), wired as lib/firebase.ts wires the site's. */
export function memberServices(name: string): SubmitServices {
  const app = initializeApp(firebaseConfig, name);
  const memberDb = getFirestore(app);
  if (emulators.enabled)
    connectFirestoreEmulator(memberDb, emulators.host, emulators.firestorePort);
  let auth: Promise<Auth> | undefined;
  let storage: Promise<FirebaseStorage> | undefined;
  return {
    db: memberDb,
    loadAuth: () =>
      (auth ??= import('firebase/auth').then(
        ({ initializeAuth, inMemoryPersistence, connectAuthEmulator }) => {
          const memberAuth = initializeAuth(app, { persistence: inMemoryPersistence });
          if (emulators.enabled) {
            connectAuthEmulator(memberAuth, `http://${emulators.host}:${emulators.authPort}`, {
              disableWarnings: true,
            });
          }
          return memberAuth;
        },
      )),
    loadStorage: () =>
      (storage ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
        const memberStorage = getStorage(app);
        if (emulators.enabled) {
          connectStorageEmulator(memberStorage, emulators.host, emulators.storagePort);
        }
        return memberStorage;
      })),
  };
}
