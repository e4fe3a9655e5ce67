/**
 * Helpers for integration tests. They run inside `npm test`, which starts the emulators and sets
 * FIRESTORE_EMULATOR_HOST and friends; a test file run on its own without them fails loudly here.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { apiKeyOf, PROJECT_ID, STORAGE_BUCKET } from '../../scripts/emulators/config';
import { resetEmulators } from '../../scripts/emulators/reset';

// This file's project (integration test files each have their own: tests/setup/project-per-file.ts).
const projectId = PROJECT_ID;
const apiKey = apiKeyOf(projectId);

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through \`npm test\`.`);
  return value;
}

function adminApp() {
  requireEnv('FIRESTORE_EMULATOR_HOST');
  return getApps()[0] ?? initializeApp({ projectId, storageBucket: STORAGE_BUCKET });
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());
export const adminBucket = () => getStorage(adminApp()).bucket();

export const clearFirestore = () => resetEmulators(projectId, ['firestore']);
export const clearAuth = () => resetEmulators(projectId, ['auth']);

/** The out-of-band codes (password reset links and the like) the Auth emulator has issued. */
export async function authOobCodes(): Promise<
  { email: string; requestType: string; oobCode: string; oobLink: string }[]
> {
  const host = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`Reading the Auth emulator's codes failed: ${response.status}`);
  const body = (await response.json()) as {
    oobCodes?: { email: string; requestType: string; oobCode: string; oobLink: string }[];
  };
  return body.oobCodes ?? [];
}

/** A new anonymous identity, as the site's anonymous sign-in makes for a member; its uid. */
export async function createAnonymousIdentity(): Promise<string> {
  const host = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string; error?: { message: string } };
  if (!body.localId) throw new Error(`Anonymous sign-up failed: ${body.error?.message}`);
  return body.localId;
}

/** Signs in through the Auth emulator's REST API and returns the user's ID token. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const host = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${body.error?.message}`);
  return body.idToken;
}

/** Creates (or replaces) an Auth user with a permissions document. */
export async function createAdmin(
  uid: string,
  permissions: Record<string, boolean>,
  options: { disabled?: boolean; password?: string; displayName?: string } = {},
): Promise<{ uid: string; email: string; password: string }> {
  const email = `${uid}@pac.example`;
  const password = options.password ?? 'secret-123';
  await adminAuth()
    .deleteUser(uid)
    .catch(() => {});
  await adminAuth().createUser({
    uid,
    email,
    password,
    displayName: options.displayName ?? uid,
    disabled: options.disabled ?? false,
  });
  await adminDb().doc(`userPermissions/${uid}`).set(permissions);
  return { uid, email, password };
}

/** The Storage object a download URL serves (its `/o/<name>` part, decoded). */
export function storageName(url: string): string {
  const name = /\/o\/([^?]+)/.exec(url)?.[1];
  if (!name) throw new Error(`Not a Storage download URL: ${url}`);
  return decodeURIComponent(name);
}
