import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createAdmin } from '../../tests/support/emulators';
import { call, snapshotOf, useFreshClub, useTestServer } from './support/test-server';

const server = useTestServer();
const club = useFreshClub();
beforeEach(async () => {
  await createAdmin('colin', { manageContent: true });
});

const deleteAs = (uid: string) =>
  call(server.baseUrl, 'DELETE', `/deleteUser/${uid}`, { token: club.token });

describe('DELETE /deleteUser/{uid}', () => {
  it('when the user exists, then deletes the account and its permissions document', async () => {
    const result = await deleteAs('colin');

    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    await expect(adminAuth().getUser('colin')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    expect((await adminDb().doc('userPermissions/colin').get()).exists).toBe(false);
  });

  it('when the uid is unknown, then answers 404', async () => {
    const result = await deleteAs('nobody');
    expect(result.status).toBe(404);
    expect(result.body.error).toMatch(/uid/);
  });

  it.each(['bad$uid', 'x'.repeat(129)])('when the uid is %s, then answers 400', async (uid) => {
    const result = await deleteAs(uid);
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(/uid/);
    expect((await snapshotOf('colin')).user).not.toBeNull();
  });

  it('when a super admin deletes their own account, then answers 409 and changes nothing', async () => {
    await createAdmin('deputy', { superAdmin: true });
    const before = await snapshotOf('boss');

    const result = await deleteAs('boss');

    expect(result.status).toBe(409);
    expect(result.body.error).toMatch(/your own account/);
    expect(await snapshotOf('boss')).toEqual(before);
  });

  it('when the last enabled super admin would be deleted, then answers 409 and changes nothing', async () => {
    const before = await snapshotOf('boss');

    const result = await deleteAs('boss');

    expect(result.status).toBe(409);
    expect(result.body.error).toMatch(/last enabled super admin/);
    expect(await snapshotOf('boss')).toEqual(before);
  });

  it('when another super admin is deleted while one stays, then it is allowed', async () => {
    await createAdmin('deputy', { superAdmin: true });
    const result = await deleteAs('deputy');
    expect(result.status).toBe(200);
    expect((await snapshotOf('deputy')).user).toBeNull();
  });
});
