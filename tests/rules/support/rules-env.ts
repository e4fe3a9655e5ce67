/**
 * Shared pieces of the Firestore rules tests: the test environment on the emulator that `npm test`
 * starts, a client per role (the roles themselves are support/roles.ts), and a matrix builder that
 * turns a small table into one awaited assertSucceeds/assertFails test per role and operation.
 */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  doc as seedDoc,
  getDoc as seedGet,
  writeBatch,
  type Firestore as SeedDb,
} from 'firebase/firestore';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch as liteBatch,
  type DocumentData,
  type Firestore as Db,
} from 'firebase/firestore/lite';

export type { Db, SeedDb };
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { PROJECT_ID } from '../../../scripts/emulators/config';
import { seedKept } from './as-seeded';
import {
  itForEachRole,
  OPERATIONS,
  seedRolePermissions,
  uidOf,
  type Allowed,
  type Operation,
  type Role,
} from './roles';

/** This file's project (tests/setup/project-per-file.ts). */
export { PROJECT_ID };

let env: RulesTestEnvironment | undefined;

export function rulesEnv(): RulesTestEnvironment {
  if (!env) throw new Error('useRulesEnv() must be called in the test file first.');
  return env;
}

function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules tests through `npm test`.');
  const [host, port] = value.split(':');
  return { host: host!, port: Number(port) };
}

/**
 * Sets up the environment for one test file: loads firestore.rules, and before every test clears
 * the database and seeds the roles' permissions plus whatever `seed` writes (rules disabled),
 * unless the test before left the data as seeded (as-seeded.ts).
 */
export function useRulesEnv(seed: (db: SeedDb) => Promise<void> = async () => {}): void {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...emulatorHost(), rules: readFileSync('firestore.rules', 'utf8') },
    });
  });
  beforeEach(async () => {
    if (seedKept()) return;
    await rulesEnv().clearFirestore();
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as SeedDb;
      await seedRolePermissions(db);
      await seed(db);
    });
  });
  afterAll(async () => {
    await Promise.all([...clients.values()].map(({ app }) => deleteApp(app)));
    clients.clear();
    await env?.cleanup();
    env = undefined;
  });
}

const clients = new Map<Role, { app: FirebaseApp; db: Db }>();

/**
 * The database as `role` sees it, through `firebase/firestore/lite` as the site itself talks to
 * Firestore (one REST call per operation). One client per role and file; signed-in roles carry the
 * emulator's unsigned mock ID token for their uid, as rules-unit-testing's contexts do.
 */
export function dbAs(role: Role): Db {
  let client = clients.get(role);
  if (!client) {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `rules-${role}`);
    const db = getFirestore(app);
    const { host, port } = emulatorHost();
    connectFirestoreEmulator(
      db,
      host,
      port,
      role === 'signedOut' ? {} : { mockUserToken: { sub: uidOf(role), user_id: uidOf(role) } },
    );
    client = { app, db };
    clients.set(role, client);
  }
  return client.db;
}

export interface CollectionTable {
  /** What the tests are titled with; the path when left out. */
  name?: string;
  /** The collection's path, e.g. 'members' or 'content/main/homeArticles'. */
  path: string;
  /** The document that exists before each test (seeded with rules off). */
  existing: { id: string; data: DocumentData };
  /** What a create writes, and what an update changes. */
  created: DocumentData;
  /** The created document's id, where the rules decide it; 'created-by-test' by default. */
  createdId?: string;
  updated: DocumentData;
  /** Who may do each operation. */
  allowed: Allowed;
}

/** The seed for a table's existing document. */
export function seedExisting(table: CollectionTable) {
  return async (db: SeedDb) => {
    const batch = writeBatch(db);
    batch.set(seedDoc(db, table.path, table.existing.id), table.existing.data);
    await batch.commit();
  };
}

function run(db: Db, table: CollectionTable, operation: Operation): Promise<unknown> {
  const existing = doc(db, table.path, table.existing.id);
  switch (operation) {
    case 'get':
      return getDoc(existing);
    case 'list':
      return getDocs(collection(db, table.path));
    case 'create':
      return setDoc(doc(db, table.path, table.createdId ?? 'created-by-test'), table.created);
    case 'update':
      return updateDoc(existing, table.updated);
    case 'delete':
      return deleteDoc(existing);
  }
}

/** One test per role and operation, each an awaited assertSucceeds or assertFails. */
export function describeMatrix(table: CollectionTable): void {
  describe.each(OPERATIONS)(`${table.name ?? table.path}: %s`, (operation) => {
    itForEachRole(
      table.allowed[operation],
      (role) => run(dbAs(role), table, operation),
      operation === 'get' || operation === 'list' ? 'read' : 'write',
    );
  });
}

/** A stored value as the site's SDK writes it back (the seed SDK's Timestamps are another class). */
function asLite(value: unknown): unknown {
  if (value && typeof value === 'object' && 'toDate' in value)
    return Timestamp.fromDate((value as { toDate: () => Date }).toDate());
  if (Array.isArray(value)) return value.map(asLite);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asLite(v)]));
  return value;
}

/** The existing document as stored (read with rules off), for a truthful history entry. */
async function storedExisting(table: CollectionTable): Promise<DocumentData> {
  let data: DocumentData = {};
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as SeedDb;
    data = (await seedGet(seedDoc(db, table.path, table.existing.id))).data() ?? {};
  });
  return asLite(data) as DocumentData;
}

/**
 * A create, update or delete as the back office makes it (src/lib/history): the document with
 * its next `rev` and its history entry, in one batch, written as `role` and truthful about it.
 */
async function runRecorded(
  role: Role,
  table: CollectionTable,
  area: string,
  operation: 'create' | 'update' | 'delete',
): Promise<unknown> {
  const db = dbAs(role);
  const id = operation === 'create' ? (table.createdId ?? 'created-by-test') : table.existing.id;
  const path = `${table.path}/${id}`;
  const before = operation === 'create' ? null : await storedExisting(table);
  const rev = (typeof before?.rev === 'number' ? before.rev : 0) + 1;
  const batch = liteBatch(db);
  const ref = doc(db, path);
  if (operation === 'create') batch.set(ref, { ...table.created, rev });
  if (operation === 'update') batch.update(ref, { ...table.updated, rev });
  if (operation === 'delete') batch.delete(ref);
  batch.set(doc(db, 'history', `${path.replaceAll('/', '~')}@${rev}`), {
    area,
    path,
    rev,
    kind: operation === 'update' ? 'edit' : operation,
    before,
    by: uidOf(role),
    email: null,
    at: serverTimestamp(),
  });
  return batch.commit();
}

/**
 * Sets `path` to `data` as the back office does for a recorded collection (src/lib/history): with
 * its next `rev` and its history entry of `area`, in one batch, as `role`.
 */
export async function recordedSet(
  role: Role,
  path: string,
  data: DocumentData,
  area: string,
): Promise<unknown> {
  const db = dbAs(role);
  const before = await storedData(path);
  const rev = (typeof before?.rev === 'number' ? before.rev : 0) + 1;
  const batch = liteBatch(db);
  batch.set(doc(db, path), { ...data, rev });
  batch.set(doc(db, 'history', `${path.replaceAll('/', '~')}@${rev}`), {
    area,
    path,
    rev,
    kind: before ? 'edit' : 'create',
    before,
    by: uidOf(role),
    email: null,
    at: serverTimestamp(),
  });
  return batch.commit();
}

/** Deletes `path` as the back office does for a recorded collection: with its history entry. */
export async function recordedDelete(role: Role, path: string, area: string): Promise<unknown> {
  const db = dbAs(role);
  const before = await storedData(path);
  const rev = (typeof before?.rev === 'number' ? before.rev : 0) + 1;
  const batch = liteBatch(db);
  batch.delete(doc(db, path));
  batch.set(doc(db, 'history', `${path.replaceAll('/', '~')}@${rev}`), {
    area,
    path,
    rev,
    kind: 'delete',
    before,
    by: uidOf(role),
    email: null,
    at: serverTimestamp(),
  });
  return batch.commit();
}

/**
 * A recorded collection's matrix: writes alone are refused for every role (the change needs its
 * history entry), and recorded writes are allowed to `writer` (the area's admins) only.
 */
export function describeRecordedMatrix(
  table: CollectionTable,
  area: string,
  writer: (role: Role) => boolean,
): void {
  describeMatrix(table);
  describe.each(['create', 'update', 'delete'] as const)(
    `${table.name ?? table.path}: recorded %s`,
    (operation) => {
      itForEachRole(writer, (role) => runRecorded(role, table, area, operation), 'write');
    },
  );
}

/** A document as stored (read with rules off, as the site's SDK writes it back), or null. */
export async function storedData(path: string): Promise<DocumentData | null> {
  let data: DocumentData | undefined;
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as SeedDb;
    data = (await seedGet(seedDoc(db, path))).data();
  });
  return data === undefined ? null : (asLite(data) as DocumentData);
}

/**
 * One recorded change of the document at `path` as `role`, as src/lib/history writes it: `change`
 * merged into the stored document (null deletes it), its next rev and a truthful history entry.
 */
export async function recordedChangeAs(
  role: Role,
  path: string,
  area: string,
  kind: 'edit' | 'delete' | 'approve' | 'notApprove',
  change: DocumentData | null,
): Promise<unknown> {
  const before = await storedData(path);
  if (before === null) throw new Error(`${path} is not seeded.`);
  const rev = (typeof before.rev === 'number' ? before.rev : 0) + 1;
  const db = dbAs(role);
  const batch = liteBatch(db);
  if (change === null) batch.delete(doc(db, path));
  else batch.update(doc(db, path), { ...change, rev });
  batch.set(doc(db, 'history', `${path.replaceAll('/', '~')}@${rev}`), {
    area,
    path,
    rev,
    kind,
    before,
    by: uidOf(role),
    email: null,
    at: serverTimestamp(),
  });
  return batch.commit();
}
