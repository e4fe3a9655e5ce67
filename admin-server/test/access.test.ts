/**
 * Who may call the user endpoints: only an enabled super admin with a valid token. Every other
 * caller gets 401 or 403 with a JSON error, and the call changes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createAdmin, idTokenFor } from '../../tests/support/emulators';
import {
  call,
  signedInSuperAdmin,
  snapshotOf,
  startTestServer,
  type TestServer,
  useFreshClub,
} from './support/test-server';
import { PERMISSION_FLAGS } from '../src/users/user-constants';
import { flags } from './permission-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TARGET = 'target-admin';

interface Endpoint {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  success: number;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /listAllUsers', method: 'GET', path: '/listAllUsers', success: 200 },
  {
    name: 'POST /createAdmin',
    method: 'POST',
    path: '/createAdmin',
    body: {
      email: 'new.admin@pac.example',
      password: 'secret-456',
      displayName: 'New Admin',
      disabled: false,
      permissions: flags('superAdmin'),
    },
    success: 201,
  },
  {
    name: 'PUT /updateUser/{uid}',
    method: 'PUT',
    path: `/updateUser/${TARGET}`,
    body: {
      email: 'renamed@pac.example',
      displayName: 'Renamed',
      disabled: true,
      password: 'other-789',
      permissions: flags('superAdmin'),
    },
    success: 200,
  },
  {
    name: 'DELETE /deleteUser/{uid}',
    method: 'DELETE',
    path: `/deleteUser/${TARGET}`,
    success: 200,
  },
];

/** How each kind of caller obtains its token (undefined: no Authorization header at all). */
const CALLERS: { name: string; status: number; token: () => Promise<string | undefined> }[] = [
  { name: 'no token', status: 401, token: async () => undefined },
  { name: 'a malformed token', status: 401, token: async () => 'not-a-jwt' },
  {
    name: 'a forged token (unsigned JWT)',
    status: 401,
    token: async () => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'boss', user_id: 'boss' })}.`;
    },
  },
  {
    name: 'an admin with every flag but superAdmin',
    status: 403,
    token: async () => {
      const editor = await createAdmin(
        'editor',
        Object.fromEntries(
          PERMISSION_FLAGS.filter((flag) => flag !== 'superAdmin').map((flag) => [flag, true]),
        ),
      );
      return idTokenFor(editor.email, editor.password);
    },
  },
  {
    name: 'a super admin marked disabled in userPermissions',
    status: 403,
    token: async () => {
      const old = await createAdmin('old-boss', { superAdmin: true, disabled: true });
      return idTokenFor(old.email, old.password);
    },
  },
  {
    name: 'a super admin whose account was disabled after signing in',
    status: 403,
    token: async () => {
      const old = await createAdmin('old-boss', { superAdmin: true });
      const token = await idTokenFor(old.email, old.password);
      await adminAuth().updateUser('old-boss', { disabled: true });
      return token;
    },
  },
];

useFreshClub({ superAdmin: false });
beforeEach(async () => {
  // A second enabled super admin, so the protections for the last one never interfere here.
  await createAdmin('deputy', { superAdmin: true });
  await createAdmin(TARGET, { manageContent: true });
});

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(CALLERS)(
    'when called with $name, then answers $status and changes nothing',
    async (caller) => {
      const token = await caller.token();
      const before = await snapshotOf(TARGET);

      const result = await call(server.baseUrl, endpoint.method, endpoint.path, {
        token,
        body: endpoint.body,
      });

      expect(result.status).toBe(caller.status);
      expect(result.body).toEqual({ error: expect.any(String) });
      expect(await snapshotOf(TARGET)).toEqual(before);
      const users = (await adminAuth().listUsers()).users.map((user) => user.email);
      expect(users).not.toContain('new.admin@pac.example');
    },
  );

  it(`when called by an enabled super admin, then answers ${endpoint.success}`, async () => {
    const { token } = await signedInSuperAdmin();
    const result = await call(server.baseUrl, endpoint.method, endpoint.path, {
      token,
      body: endpoint.body,
    });
    expect(result.status).toBe(endpoint.success);
    expect(result.body.error).toBeUndefined();
  });
});

describe('the permissions check', () => {
  it('reads the permissions document at each call, so a flag removed a moment ago counts', async () => {
    const { token } = await signedInSuperAdmin();
    await adminDb().doc('userPermissions/boss').set({ superAdmin: false });
    const result = await call(server.baseUrl, 'GET', '/listAllUsers', { token });
    expect(result.status).toBe(403);
  });
});
