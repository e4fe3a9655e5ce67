import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, createAdmin, idTokenFor } from '../../tests/support/emulators';
import {
  call,
  nextSecond,
  permissionsOf,
  snapshotOf,
  useFreshClub,
  useTestServer,
} from './support/test-server';
import { flags, record } from './permission-fixtures';

const server = useTestServer();
const club = useFreshClub();
beforeEach(async () => {
  await createAdmin('colin', record(false, 'manageContent'), { displayName: 'Colin' });
});

const unchanged = {
  email: 'colin@pac.example',
  displayName: 'Colin',
  disabled: false,
  permissions: flags('manageContent'),
};
const updateAs = (uid: string, body: unknown, as = club.token) =>
  call(server.baseUrl, 'PUT', `/updateUser/${uid}`, { token: as, body });

/** An account outside the club (no permissions document) edited, given `permissions`. */
async function updateStranger(permissions: unknown) {
  await adminAuth().createUser({ uid: 'stranger', email: 'stranger@example.com' });
  return updateAs('stranger', {
    email: 'stranger@example.com',
    displayName: 'Stranger',
    disabled: false,
    permissions,
  });
}

/** A super admin's account (uid@pac.example) given this name and state, still a super admin. */
const updateSuperAdmin = (uid: string, displayName: string, disabled: boolean) =>
  updateAs(uid, {
    email: `${uid}@pac.example`,
    displayName,
    disabled,
    permissions: flags('superAdmin'),
  });

describe('PUT /updateUser/{uid}', () => {
  it('when the body is valid, then updates the Auth user and answers { ok: true }', async () => {
    const result = await updateAs('colin', {
      email: 'colin.carpenter@pac.example',
      displayName: 'Colin Carpenter',
      disabled: false,
      permissions: flags('manageContent'),
    });

    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(await adminAuth().getUser('colin')).toMatchObject({
      email: 'colin.carpenter@pac.example',
      displayName: 'Colin Carpenter',
      disabled: false,
    });
  });

  it('when the password is left out or empty, then the old password still works', async () => {
    expect((await updateAs('colin', unchanged)).status).toBe(200);
    expect((await updateAs('colin', { ...unchanged, password: '' })).status).toBe(200);
    await expect(idTokenFor('colin@pac.example', 'secret-123')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('when the password changes, then the new one signs in and old tokens are refused', async () => {
    const oldToken = await idTokenFor('colin@pac.example', 'secret-123');
    await nextSecond();

    const result = await updateAs('colin', { ...unchanged, password: 'brand-new-1' });

    expect(result.status).toBe(200);
    await expect(idTokenFor('colin@pac.example', 'secret-123')).rejects.toThrow();
    await expect(idTokenFor('colin@pac.example', 'brand-new-1')).resolves.toEqual(
      expect.any(String),
    );
    await expect(adminAuth().verifyIdToken(oldToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('when disabling, then disables the account, marks the permissions and revokes its sessions', async () => {
    const before = await adminAuth().getUser('colin');
    await nextSecond();

    const result = await updateAs('colin', { ...unchanged, disabled: true });

    expect(result.status).toBe(200);
    const after = await adminAuth().getUser('colin');
    expect(after.disabled).toBe(true);
    expect(Date.parse(after.tokensValidAfterTime!)).toBeGreaterThan(
      Date.parse(before.tokensValidAfterTime!),
    );
    // The flags stay, the rules now refuse them.
    expect(await permissionsOf('colin')).toEqual(record(true, 'manageContent'));
  });

  it('when enabling again, then the permissions document says so too', async () => {
    await updateAs('colin', { ...unchanged, disabled: true });
    const result = await updateAs('colin', unchanged);
    expect(result.status).toBe(200);
    expect((await adminAuth().getUser('colin')).disabled).toBe(false);
    expect(await permissionsOf('colin')).toEqual(record(false, 'manageContent'));
  });

  it('when the permissions change, then every flag is written, raised and lowered', async () => {
    const result = await updateAs('colin', {
      ...unchanged,
      permissions: flags('manageWaters', 'manageSocials'),
    });
    expect(result.status).toBe(200);
    expect(await permissionsOf('colin')).toEqual(record(false, 'manageWaters', 'manageSocials'));
  });

  it('when permissions is null, then the account stops being an admin (no document)', async () => {
    const result = await updateAs('colin', { ...unchanged, permissions: null });
    expect(result.status).toBe(200);
    expect(await permissionsOf('colin')).toBeNull();
  });

  it('when an account outside the club is edited with permissions null, then it stays outside', async () => {
    const result = await updateStranger(null);

    expect(result.status).toBe(200);
    expect((await adminAuth().getUser('stranger')).displayName).toBe('Stranger');
    expect(await permissionsOf('stranger')).toBeNull();
  });

  it('when an account outside the club is given flags, then it becomes an admin with them', async () => {
    const result = await updateStranger(flags('manageMatches'));
    expect(result.status).toBe(200);
    expect(await permissionsOf('stranger')).toEqual(record(false, 'manageMatches'));
  });

  it('when the account does not exist, then answers 404 and writes no permissions', async () => {
    const result = await updateAs('ghost', { ...unchanged, permissions: flags('superAdmin') });
    expect(result.status).toBe(404);
    expect(result.body.error).toMatch(/uid/);
    expect(await permissionsOf('ghost')).toBeNull();
  });

  it('when the uid is unknown, then answers 404', async () => {
    const result = await updateAs('nobody', unchanged);
    expect(result.status).toBe(404);
    expect(result.body.error).toMatch(/uid/);
  });

  it('when the new e-mail belongs to someone else, then answers 409 and changes nothing', async () => {
    await createAdmin('dora', {});
    const before = await snapshotOf('colin');

    const result = await updateAs('colin', {
      ...unchanged,
      email: 'dora@pac.example',
      disabled: true,
    });

    expect(result.status).toBe(409);
    expect(result.body.error).toMatch(/e-mail/i);
    expect(await snapshotOf('colin')).toEqual(before);
  });

  const BAD_BODIES: { name: string; body: unknown; field: RegExp }[] = [
    { name: 'an empty object', body: {}, field: /email/ },
    { name: 'a malformed e-mail', body: { ...unchanged, email: 'colin' }, field: /email/ },
    {
      name: 'no display name',
      body: { ...unchanged, displayName: undefined },
      field: /displayName/,
    },
    {
      name: 'a 101-character display name',
      body: { ...unchanged, displayName: 'n'.repeat(101) },
      field: /displayName/,
    },
    { name: 'no disabled flag', body: { ...unchanged, disabled: undefined }, field: /disabled/ },
    { name: 'disabled as a number', body: { ...unchanged, disabled: 1 }, field: /disabled/ },
    {
      name: 'a 5-character password',
      body: { ...unchanged, password: 'abcde' },
      field: /password.*6/,
    },
    { name: 'a numeric password', body: { ...unchanged, password: 12345678 }, field: /password/ },
    { name: 'an extra field', body: { ...unchanged, emailVerified: true }, field: /emailVerified/ },
    {
      name: 'no permissions',
      body: { ...unchanged, permissions: undefined },
      field: /permissions/,
    },
    {
      name: 'a flag as a number',
      body: { ...unchanged, permissions: { ...flags(), superAdmin: 1 } },
      field: /permissions\.superAdmin/,
    },
    {
      name: 'permissions as a list',
      body: { ...unchanged, permissions: ['superAdmin'] },
      field: /permissions/,
    },
    { name: 'null', body: null, field: /JSON object/ },
  ];

  it.each(BAD_BODIES)(
    'when given $name, then answers 400 naming the field and changes nothing',
    async ({ body, field }) => {
      const before = await snapshotOf('colin');

      const result = await updateAs('colin', body);

      expect(result.status).toBe(400);
      expect(result.body.error).toMatch(field);
      expect(await snapshotOf('colin')).toEqual(before);
    },
  );

  it.each(['bad$uid', 'a'.repeat(129), '..%2Fboss'])(
    'when the uid is %s, then answers 400 naming the uid',
    async (uid) => {
      const result = await updateAs(uid, unchanged);
      expect(result.status).toBe(400);
      expect(result.body.error).toMatch(/uid/);
    },
  );
});

describe('protecting the super admins', () => {
  it('when a super admin disables their own account, then answers 409 and changes nothing', async () => {
    await createAdmin('deputy', { superAdmin: true });
    const before = await snapshotOf('boss');

    const result = await updateSuperAdmin('boss', 'Sarah Fisher', true);

    expect(result.status).toBe(409);
    expect(result.body.error).toMatch(/your own account/);
    expect(await snapshotOf('boss')).toEqual(before);
  });

  it('when the last enabled super admin would be disabled, then answers 409 and changes nothing', async () => {
    // deputy is a super admin too, but disabled: boss is the last enabled one.
    await createAdmin('deputy', { superAdmin: true }, { disabled: true });
    const before = await snapshotOf('boss');

    const result = await updateSuperAdmin('boss', 'Sarah Fisher', true);

    expect(result.status).toBe(409);
    expect(result.body.error).toMatch(/last enabled super admin/);
    expect(await snapshotOf('boss')).toEqual(before);
  });

  it('when another super admin is disabled while one stays, then it is allowed', async () => {
    await createAdmin('deputy', { superAdmin: true });
    const result = await updateSuperAdmin('deputy', 'deputy', true);
    expect(result.status).toBe(200);
    expect((await adminAuth().getUser('deputy')).disabled).toBe(true);
  });

  it('when a super admin edits their own name, then it is allowed', async () => {
    const result = await updateSuperAdmin('boss', 'Sarah J. Fisher', false);
    expect(result.status).toBe(200);
    expect((await adminAuth().getUser('boss')).displayName).toBe('Sarah J. Fisher');
  });
});
