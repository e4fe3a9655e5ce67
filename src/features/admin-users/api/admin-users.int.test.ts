import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startTestServer,
  type TestServer,
} from '../../../../admin-server/test/support/test-server';
import { signInClientAs } from '../../../../tests/support/client-session';
import {
  adminAuth,
  adminDb,
  clearAuth,
  clearFirestore,
  idTokenFor,
} from '../../../../tests/support/emulators';
import { AdminServerError } from '../../../lib/admin-server';
import { noPermissions } from '../../auth/types';
import { createAdmin } from './create-admin';
import { deleteUser } from './delete-user';
import { listUsers } from './list-users';
import { setUserPermissions } from './set-user-permissions';
import { updateUser } from './update-user';

// The real admin server, in this process on a free port, against the emulators; the client
// modules find it the way the site does, through VITE_ADMIN_SERVER_URL (src/config/env.ts).
let server: TestServer;

beforeAll(async () => {
  await clearAuth();
  await clearFirestore();
  server = await startTestServer();
  vi.stubEnv('VITE_ADMIN_SERVER_URL', server.baseUrl);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.close();
});

describe('admin-users api through the admin server', () => {
  it('creates an admin, then writes its permissions', async () => {
    await signInClientAs('boss', { superAdmin: true }, { displayName: 'Sarah Fisher' });
    const uid = await createAdmin({
      email: 'ellie@pac.example',
      password: 'tench-123',
      displayName: 'Ellie Marsh',
      disabled: false,
    });
    await setUserPermissions(uid, { ...noPermissions(), manageWaters: true });

    const user = await adminAuth().getUser(uid);
    expect([user.email, user.displayName, user.disabled]).toEqual([
      'ellie@pac.example',
      'Ellie Marsh',
      false,
    ]);
    expect((await adminDb().doc(`userPermissions/${uid}`).get()).data()).toMatchObject({
      manageWaters: true,
      superAdmin: false,
      disabled: false,
    });
    expect(await listUsers()).toContainEqual({
      uid,
      email: 'ellie@pac.example',
      displayName: 'Ellie Marsh',
      disabled: false,
    });
    await expect(idTokenFor('ellie@pac.example', 'tench-123')).resolves.toBeTruthy();
  });

  it("brings the server's refusal back as a readable message", async () => {
    await signInClientAs('boss', { superAdmin: true });
    const attempt = createAdmin({
      email: 'ellie@pac.example',
      password: 'another-1',
      displayName: 'Ellie Again',
      disabled: false,
    });
    await expect(attempt).rejects.toBeInstanceOf(AdminServerError);
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message: 'Another user already has this e-mail address.',
    });
  });

  it('updates name, e-mail and disabled, keeping the password when none is given', async () => {
    await signInClientAs('boss', { superAdmin: true });
    const { users } = await adminAuth().listUsers();
    const ellie = users.find((u) => u.email === 'ellie@pac.example')!;

    await updateUser(ellie.uid, {
      email: 'ellie.marsh@pac.example',
      displayName: 'Ellie M',
      disabled: false,
    });
    await expect(idTokenFor('ellie.marsh@pac.example', 'tench-123')).resolves.toBeTruthy();

    await updateUser(ellie.uid, {
      email: 'ellie.marsh@pac.example',
      displayName: 'Ellie M',
      disabled: true,
      password: 'new-pass-1',
    });
    const user = await adminAuth().getUser(ellie.uid);
    expect([user.displayName, user.disabled]).toEqual(['Ellie M', true]);
    await expect(idTokenFor('ellie.marsh@pac.example', 'new-pass-1')).rejects.toThrow(
      /USER_DISABLED/,
    );
  });

  it('deletes a user, and the server removes its permissions', async () => {
    await signInClientAs('boss', { superAdmin: true });
    const { users } = await adminAuth().listUsers();
    const ellie = users.find((u) => u.email === 'ellie.marsh@pac.example')!;
    await deleteUser(ellie.uid);
    await expect(adminAuth().getUser(ellie.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    expect((await adminDb().doc(`userPermissions/${ellie.uid}`).get()).exists).toBe(false);
    await expect(deleteUser(ellie.uid)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an admin who is not a super admin', async () => {
    await signInClientAs('editor', { manageContent: true });
    await expect(listUsers()).rejects.toMatchObject({ status: 403 });
    await expect(
      createAdmin({
        email: 'sneaky@pac.example',
        password: 'sneaky-1',
        displayName: 'Sneaky',
        disabled: false,
      }),
    ).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/super admin/i) });
    const { users } = await adminAuth().listUsers();
    expect(users.map((u) => u.email)).not.toContain('sneaky@pac.example');
  });
});
