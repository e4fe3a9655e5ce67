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
import { PERMISSION_FLAGS, type PermissionFlag } from '../../auth';
import type { PermissionFlags } from '../types';
import { createAdmin } from './create-admin';
import { deleteUser } from './delete-user';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

const flags = (...granted: PermissionFlag[]) =>
  Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, granted.includes(flag)]),
  ) as PermissionFlags;

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
  it('creates an admin with its permissions in one call', async () => {
    await signInClientAs('boss', { superAdmin: true }, { displayName: 'Sarah Fisher' });
    const uid = await createAdmin({
      email: 'ellie@pac.example',
      password: 'tench-123',
      displayName: 'Ellie Marsh',
      disabled: false,
      permissions: flags('manageWaters'),
    });

    const user = await adminAuth().getUser(uid);
    expect([user.email, user.displayName, user.disabled]).toEqual([
      'ellie@pac.example',
      'Ellie Marsh',
      false,
    ]);
    const stored = { ...flags('manageWaters'), disabled: false };
    expect((await adminDb().doc(`userPermissions/${uid}`).get()).data()).toEqual(stored);
    expect(await listUsers()).toContainEqual({
      uid,
      email: 'ellie@pac.example',
      displayName: 'Ellie Marsh',
      disabled: false,
      permissions: stored,
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
      permissions: flags(),
    });
    await expect(attempt).rejects.toBeInstanceOf(AdminServerError);
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message: 'Another user already has this e-mail address.',
    });
  });

  it('lists an account that is not a club admin with permissions null', async () => {
    await signInClientAs('boss', { superAdmin: true });
    await adminAuth().createUser({ uid: 'stranger', email: 'stranger@example.com' });
    expect((await listUsers()).find((user) => user.uid === 'stranger')?.permissions).toBeNull();
  });

  it('updates name, e-mail, disabled and permissions, keeping the password when none is given', async () => {
    await signInClientAs('boss', { superAdmin: true });
    const { users } = await adminAuth().listUsers();
    const ellie = users.find((u) => u.email === 'ellie@pac.example')!;

    await updateUser(ellie.uid, {
      email: 'ellie.marsh@pac.example',
      displayName: 'Ellie M',
      disabled: false,
      permissions: flags('manageWaters', 'manageSocials'),
    });
    await expect(idTokenFor('ellie.marsh@pac.example', 'tench-123')).resolves.toBeTruthy();
    expect((await adminDb().doc(`userPermissions/${ellie.uid}`).get()).data()).toEqual({
      ...flags('manageWaters', 'manageSocials'),
      disabled: false,
    });

    await updateUser(ellie.uid, {
      email: 'ellie.marsh@pac.example',
      displayName: 'Ellie M',
      disabled: true,
      password: 'new-pass-1',
      permissions: flags('manageWaters'),
    });
    const user = await adminAuth().getUser(ellie.uid);
    expect([user.displayName, user.disabled]).toEqual(['Ellie M', true]);
    expect((await listUsers()).find((u) => u.uid === ellie.uid)?.permissions).toEqual({
      ...flags('manageWaters'),
      disabled: true,
    });
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

  it("refuses to take the last enabled super admin's flag away, in words", async () => {
    const boss = await signInClientAs(
      'boss',
      { superAdmin: true },
      { displayName: 'Sarah Fisher' },
    );
    await expect(
      updateUser(boss.uid, {
        email: 'boss@pac.example',
        displayName: 'Sarah Fisher',
        disabled: false,
        permissions: flags('manageContent'),
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/last enabled super admin/),
    });
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
        permissions: flags('superAdmin'),
      }),
    ).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/super admin/i) });
    const { users } = await adminAuth().listUsers();
    expect(users.map((u) => u.email)).not.toContain('sneaky@pac.example');
  });
});
