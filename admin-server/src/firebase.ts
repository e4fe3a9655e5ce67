import { readFileSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';

/** The project's Storage bucket (catch upkeep checks and removes catch files there). */
export type Bucket = ReturnType<Storage['bucket']>;

/** FIREBASE_CONFIG as firebase-admin reads it: the JSON itself, or the path of a file holding it. */
function firebaseConfig(value: string | undefined): {
  projectId?: unknown;
  storageBucket?: unknown;
} {
  if (!value) return {};
  try {
    const text = value.trimStart().startsWith('{') ? value : readFileSync(value, 'utf8');
    return JSON.parse(text) as { projectId?: unknown; storageBucket?: unknown };
  } catch {
    return {};
  }
}

/**
 * The name of `projectId`'s default bucket. A default bucket made before 30 October 2024 is
 * `<id>.appspot.com`, one made since `<id>.firebasestorage.app`, so it is not derived from the id
 * while anything better is known: STORAGE_BUCKET when set (a Node host outside Functions), else
 * FIREBASE_CONFIG's storageBucket, which firebase-tools gives every deployed function (and its
 * Functions emulator) from the project's own settings, when it is this project's; the classic
 * name only as a last resort (the local emulators' demo-pac.appspot.com).
 */
export function storageBucketName(projectId: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.STORAGE_BUCKET) return env.STORAGE_BUCKET;
  const config = firebaseConfig(env.FIREBASE_CONFIG);
  const ours = config.projectId === undefined || config.projectId === projectId;
  if (ours && typeof config.storageBucket === 'string' && config.storageBucket)
    return config.storageBucket;
  return `${projectId}.appspot.com`;
}

/**
 * firebase-admin for the given project. On the emulators it follows FIREBASE_AUTH_EMULATOR_HOST and
 * FIRESTORE_EMULATOR_HOST (FIREBASE_STORAGE_EMULATOR_HOST for Storage); in production, the service
 * account in GOOGLE_APPLICATION_CREDENTIALS or the function's own.
 */
export function firebaseServices(projectId: string, storageBucket?: string) {
  const app = getApps()[0] ?? initializeApp({ projectId });
  const bucketName = storageBucket || storageBucketName(projectId);
  return { auth: getAuth(app), db: getFirestore(app), bucket: getStorage(app).bucket(bucketName) };
}
