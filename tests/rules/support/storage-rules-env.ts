/**
 * The storage rules tests' environment: the Storage emulator of `npm test`, which enforces
 * storage.rules (support/storage-rules-runtime.ts) and reads the same Firestore emulator for the
 * rules' firestore.get(), with a @firebase/rules-unit-testing environment over both.
 */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { seedKept } from './as-seeded';
import { seedRolePermissions, uidOf, type Role } from './roles';
import { PROJECT_ID } from './rules-env';

export type StorageClient = ReturnType<
  ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']
>;
type StorageRef = ReturnType<StorageClient['ref']>;

function emulatorHost(variable: string): { host: string; port: number } {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run through \`npm test\`.`);
  const [host, port] = value.split(':');
  return { host: host!, port: Number(port) };
}

let env: RulesTestEnvironment | undefined;

export function storageEnv(): RulesTestEnvironment {
  if (!env) throw new Error('useStorageRulesEnv() must be called first.');
  return env;
}

/**
 * Deletes every file, however deep. (rules-unit-testing's clearStorage() deletes only the top
 * level, so files under catches/ would leak from one test into the next.)
 */
export async function clearStorage(): Promise<void> {
  await storageEnv().withSecurityRulesDisabled(async (context) => {
    const deleteUnder = async (folder: StorageRef): Promise<void> => {
      const { items, prefixes } = await folder.listAll();
      await Promise.all([
        ...items.map((item) => item.delete()),
        ...prefixes.map((prefix) => deleteUnder(prefix)),
      ]);
    };
    await deleteUnder(context.storage().ref());
  });
}

/**
 * Opens the environment for this file, and before each test clears Storage and Firestore, seeds
 * the roles' permissions and whatever `seed` adds (rules off), unless the test before left the
 * data as seeded (as-seeded.ts).
 */
export function useStorageRulesEnv(
  seed: (storage: StorageClient, db: Firestore) => Promise<void> = async () => {},
): void {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST'),
      firestore: {
        ...emulatorHost('FIRESTORE_EMULATOR_HOST'),
        rules: readFileSync('firestore.rules', 'utf8'),
      },
    });
  });

  beforeEach(async () => {
    if (seedKept()) return;
    await clearStorage();
    await storageEnv().clearFirestore();
    await storageEnv().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await seedRolePermissions(db);
      await seed(context.storage(), db);
    });
  });

  afterAll(async () => {
    await env?.cleanup();
    env = undefined;
  });
}

export function storageAs(role: Role): StorageClient {
  const context =
    role === 'signedOut'
      ? storageEnv().unauthenticatedContext()
      : storageEnv().authenticatedContext(uidOf(role));
  return context.storage();
}

/** A small JPEG-typed payload; the rules look at the declared type and the size. */
export function bytes(size: number): Uint8Array {
  return new Uint8Array(size).fill(0xff);
}

export const MB = 1024 * 1024;
