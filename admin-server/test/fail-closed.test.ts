/**
 * An account and its rights are two writes (Auth, then userPermissions). A failure injected between
 * them leaves the account with no more rights than before, and the answer says what happened.
 * The server gets its dependencies (UserServiceDeps through createApp), so the failing piece is a
 * wrapper around the real emulator-backed one.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createAdmin, idTokenFor } from '../../tests/support/emulators';
import { PERMISSION_FLAGS } from '../src/users/user-constants';
import { flags, record } from './permission-fixtures';
import {
  call,
  nextSecond,
  permissionsOf,
  useFreshClub,
  useServerPerTest,
} from './support/test-server';

const INJECTED = 'injected: the database went away';

/** The real Firestore, except that its transactions number `failing` (1-based) fail. */
function dbFailingTransactions(...failing: number[]): Firestore {
  const real = adminDb();
  const db = Object.create(real) as Firestore;
  let calls = 0;
  db.runTransaction = function (this: Firestore, ...args: Parameters<Firestore['runTransaction']>) {
    calls += 1;
    if (failing.includes(calls)) return Promise.reject(new Error(INJECTED));
    return real.runTransaction.apply(this, args);
  } as Firestore['runTransaction'];
  return db;
}

/** The real Auth, except that the named writes fail. */
function authFailing(...methods: ('updateUser' | 'deleteUser')[]): Auth {
  const auth = Object.create(adminAuth()) as Auth;
  for (const method of methods) {
    (auth as unknown as Record<string, unknown>)[method] = () =>
      Promise.reject(new Error('injected: the sign-in service went away'));
  }
  return auth;
}

const startServer = useServerPerTest();
const club = useFreshClub();

/** Every right `after` gives, `before` gave too; and `after` is not enabled where `before` was not. */
function expectNoHigher(after: Record<string, unknown> | null, before: Record<string, unknown>) {
  if (!after) return;
  for (const flag of PERMISSION_FLAGS) {
    if (after[flag] === true) expect(before[flag], flag).toBe(true);
  }
  if (before.disabled === true) expect(after.disabled).toBe(true);
}

describe('PUT /updateUser/{uid} with a failure part-way', () => {
  const colinBefore = record(false, 'manageContent', 'manageCatches');
  beforeEach(async () => {
    await createAdmin('colin', colinBefore, { displayName: 'Colin' });
  });
  const body = {
    email: 'colin@pac.example',
    displayName: 'Colin Renamed',
    disabled: false,
    permissions: flags('manageCatches', 'manageWaters', 'superAdmin'),
  };

  it('when the rights cannot be raised after the account changed, then it keeps only the rights common to before and after', async () => {
    // 1: lowering (before the Auth write), 2: raising (after it).
    const server = await startServer({ db: dbFailingTransactions(2) });

    const result = await call(server.baseUrl, 'PUT', '/updateUser/colin', {
      token: club.token,
      body,
    });

    expect(result.status).toBe(500);
    expect(result.body.error).toMatch(/account was saved, but its new permissions were not/);
    expect((await adminAuth().getUser('colin')).displayName).toBe('Colin Renamed');
    const after = await permissionsOf('colin');
    expect(after).toEqual(record(false, 'manageCatches'));
    expectNoHigher(after, colinBefore);
  });

  it('when the rights cannot be raised after a password change, then the old sessions are ended all the same', async () => {
    const oldToken = await idTokenFor('colin@pac.example', 'secret-123');
    await nextSecond();
    const server = await startServer({ db: dbFailingTransactions(2) });

    const result = await call(server.baseUrl, 'PUT', '/updateUser/colin', {
      token: club.token,
      body: { ...body, password: 'brand-new-1' },
    });

    expect(result.status).toBe(500);
    await expect(adminAuth().verifyIdToken(oldToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('when a disabled admin is enabled and the rights cannot be written, then the account has none', async () => {
    await createAdmin('dora', record(true, 'manageMatches'), { disabled: true });
    const server = await startServer({ db: dbFailingTransactions(2) });

    const result = await call(server.baseUrl, 'PUT', '/updateUser/dora', {
      token: club.token,
      body: {
        email: 'dora@pac.example',
        displayName: 'dora',
        disabled: false,
        permissions: flags('manageMatches'),
      },
    });

    expect(result.status).toBe(500);
    expect(result.body.error).toMatch(/new permissions were not/);
    // Auth enabled the account, but the rules still read it as disabled: no rights.
    expect((await adminAuth().getUser('dora')).disabled).toBe(false);
    expect(await permissionsOf('dora')).toEqual(record(true, 'manageMatches'));
  });

  it('when the Auth write fails while disabling, then the rights taken away first come back and nothing else changes', async () => {
    const server = await startServer({ auth: authFailing('updateUser') });

    const result = await call(server.baseUrl, 'PUT', '/updateUser/colin', {
      token: club.token,
      body: { ...body, disabled: true, permissions: flags('manageCatches') },
    });

    expect(result.status).toBe(500);
    expect(result.body.error).toMatch(/sign-in service failed.*permissions are as they were/);
    expect(await permissionsOf('colin')).toEqual(colinBefore);
    expect(await adminAuth().getUser('colin')).toMatchObject({
      displayName: 'Colin',
      disabled: false,
    });
  });

  it('when the Auth write fails and the rights cannot be put back, then they stay lowered and the admin is told', async () => {
    const server = await startServer({
      auth: authFailing('updateUser'),
      db: dbFailingTransactions(2),
    });

    const result = await call(server.baseUrl, 'PUT', '/updateUser/colin', {
      token: club.token,
      body: { ...body, disabled: true, permissions: flags('manageCatches') },
    });

    expect(result.status).toBe(500);
    expect(result.body.error).toMatch(/fewer rights than before/);
    const after = await permissionsOf('colin');
    expect(after).toEqual(record(true, 'manageCatches'));
    expectNoHigher(after, colinBefore);
  });
});

describe('POST /createAdmin with a failure part-way', () => {
  const body = {
    email: 'ellie@pac.example',
    password: 'tench-123',
    displayName: 'Ellie',
    disabled: false,
    permissions: flags('superAdmin'),
  };
  const ellie = async () =>
    (
      await adminAuth()
        .getUserByEmail(body.email)
        .catch(() => null)
    )?.uid;

  it('when the rights cannot be written, then the new account is removed again', async () => {
    const server = await startServer({ db: dbFailingTransactions(1) });

    const result = await call(server.baseUrl, 'POST', '/createAdmin', { token: club.token, body });

    expect(result.status).toBe(500);
    expect(result.body.error).toMatch(/admin was not created.*Nothing was changed/);
    expect(await ellie()).toBeUndefined();
    expect((await adminDb().collection('userPermissions').get()).docs.map((doc) => doc.id)).toEqual(
      ['boss'],
    );
  });

  it('when the account cannot be removed either, then it exists without any rights and the admin is told', async () => {
    const server = await startServer({
      db: dbFailingTransactions(1),
      auth: authFailing('deleteUser'),
    });

    const result = await call(server.baseUrl, 'POST', '/createAdmin', { token: club.token, body });

    expect(result.status).toBe(500);
    expect(result.body.error).toMatch(/ellie@pac\.example was created without any rights/);
    const uid = await ellie();
    expect(uid).toEqual(expect.any(String));
    expect(await permissionsOf(uid!)).toBeNull();
  });
});

describe('DELETE /deleteUser/{uid} with a failure part-way', () => {
  it('when the account cannot be deleted, then its rights are already gone and the admin is told', async () => {
    await createAdmin('colin', record(false, 'manageContent'));
    const server = await startServer({ auth: authFailing('deleteUser') });

    const result = await call(server.baseUrl, 'DELETE', '/deleteUser/colin', { token: club.token });

    expect(result.status).toBe(500);
    expect(result.body.error).toMatch(/no longer has any rights/);
    expect(await permissionsOf('colin')).toBeNull();
    expect((await adminAuth().getUser('colin')).uid).toBe('colin');
  });
});
