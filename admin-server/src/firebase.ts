import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';

/** The project's Storage bucket (catch upkeep checks and removes catch files there). */
export type Bucket = ReturnType<Storage['bucket']>;

/**
 * firebase-admin for the given project. On the emulators it follows FIREBASE_AUTH_EMULATOR_HOST and
 * FIRESTORE_EMULATOR_HOST; in production, the service account in GOOGLE_APPLICATION_CREDENTIALS.
 */
export function firebaseServices(projectId: string, storageBucket?: string) {
  const app = getApps()[0] ?? initializeApp({ projectId });
  // The default bucket's name: STORAGE_BUCKET when set, else the classic `<project>.appspot.com`
  // (FIREBASE_STORAGE_EMULATOR_HOST points firebase-admin at the emulator locally).
  const bucketName = storageBucket || process.env.STORAGE_BUCKET || `${projectId}.appspot.com`;
  return { auth: getAuth(app), db: getFirestore(app), bucket: getStorage(app).bucket(bucketName) };
}
