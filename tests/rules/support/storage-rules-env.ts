/**
 * The storage rules tests' environment: a Storage emulator of firebase-tools WITH its rules
 * runtime, started in this process on a free port (the stack's own Storage emulator runs with rules
 * off), wired to the Firestore emulator of `npm test` for the rules' firestore.get() calls, and a
 * @firebase/rules-unit-testing environment over both. Used only where storageRulesRuntime() says
 * the runtime is installed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { PERMISSION_FLAGS } from '../../../src/features/auth/types';
import { PROJECT_ID, ROLES, uidOf, type Role } from './rules-env';

const require = createRequire(import.meta.url);
const HOST = '127.0.0.1';

export type StorageClient = ReturnType<
  ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']
>;

interface Emulator {
  getName(): string;
  getInfo(): { name: string; host: string; port: number };
  start(): Promise<void>;
  stop(): Promise<void>;
  connect(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function firestoreHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test`.');
  const [host, port] = value.split(':');
  return { host: host!, port: Number(port) };
}

let env: RulesTestEnvironment | undefined;

export function storageEnv(): RulesTestEnvironment {
  if (!env) throw new Error('useStorageRulesEnv() must be called first.');
  return env;
}

/** What each role's permissions document holds, as in rules-env.ts. */
function permissionsOf(role: Role): Record<string, boolean> | undefined {
  if (role === 'signedOut' || role === 'noPermissions') return undefined;
  if (role === 'disabledSuperAdmin') {
    return { ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])), disabled: true };
  }
  return { [role]: true };
}

/**
 * Starts the rules-enforcing Storage emulator for this file, and before each test clears Storage
 * and Firestore, seeds the roles' permissions and whatever `seed` adds (rules off).
 */
export function useStorageRulesEnv(
  seed: (storage: StorageClient, db: Firestore) => Promise<void> = async () => {},
): void {
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry');
  const { StorageEmulator } = require('firebase-tools/lib/emulator/storage');
  let storagePort = 0;

  beforeAll(async () => {
    const firestore = firestoreHost();
    // The rules' firestore.get() goes through firebase-tools' registry: point it at the running
    // Firestore emulator of `npm test` instead of starting another.
    const externalFirestore: Emulator = {
      getName: () => 'firestore',
      getInfo: () => ({ name: 'firestore', ...firestore }),
      start: async () => {},
      stop: async () => {},
      connect: async () => {},
    };
    await EmulatorRegistry.start(externalFirestore);
    storagePort = await freePort();
    const rulesFile = path.resolve('storage.rules');
    await EmulatorRegistry.start(
      new StorageEmulator({
        host: HOST,
        port: storagePort,
        projectId: PROJECT_ID,
        rules: { name: rulesFile, content: readFileSync(rulesFile, 'utf8') },
        auto_download: false,
      }),
    );
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { host: HOST, port: storagePort },
      firestore: { ...firestore, rules: readFileSync('firestore.rules', 'utf8') },
    });
  }, 120_000);

  beforeEach(async () => {
    await storageEnv().clearStorage();
    await storageEnv().clearFirestore();
    await storageEnv().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      for (const role of ROLES) {
        const permissions = permissionsOf(role);
        if (permissions) await setDoc(doc(db, 'userPermissions', uidOf(role)), permissions);
      }
      await seed(context.storage(), db);
    });
  });

  afterAll(async () => {
    await env?.cleanup();
    env = undefined;
    await EmulatorRegistry.stop('storage');
    await EmulatorRegistry.stop('firestore');
  });
}

export function storageAs(role: Role): StorageClient {
  const context =
    role === 'signedOut'
      ? storageEnv().unauthenticatedContext()
      : storageEnv().authenticatedContext(uidOf(role));
  return context.storage();
}

export async function expectAllowed(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

/** A small JPEG-typed payload; the rules look at the declared type and the size. */
export function bytes(size: number): Uint8Array {
  return new Uint8Array(size).fill(0xff);
}

export const MB = 1024 * 1024;
