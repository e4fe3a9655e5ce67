import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/**
 * firebase-admin for the given project. On the emulators it follows FIREBASE_AUTH_EMULATOR_HOST and
 * FIRESTORE_EMULATOR_HOST; in production, the service account in GOOGLE_APPLICATION_CREDENTIALS.
 */
export function firebaseServices(projectId: string) {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { auth: getAuth(app), db: getFirestore(app) };
}
