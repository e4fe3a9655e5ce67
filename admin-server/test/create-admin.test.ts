import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createAdmin, idTokenFor } from '../../tests/support/emulators';
import { flags, record } from './permission-fixtures';
import { call, useFreshClub, useTestServer } from './support/test-server';

const server = useTestServer();
const club = useFreshClub();

const valid = {
  email: 'colin@pac.example',
  password: 'secret-456',
  displayName: 'Colin Carpenter',
  disabled: false,
  permissions: flags('manageContent', 'manageCatches'),
};

const createAs = (body: unknown) =>
  call(server.baseUrl, 'POST', '/createAdmin', { token: club.token, body });

async function emails() {
  return (await adminAuth().listUsers()).users.map((user) => user.email).sort();
}

describe('POST /createAdmin', () => {
  it('when the body is valid, then creates the Auth user with its permissions and answers 201 with its uid', async () => {
    const result = await createAs(valid);

    expect(result.status).toBe(201);
    const uid = result.body.uid as string;
    const user = await adminAuth().getUser(uid);
    expect(user).toMatchObject({
      email: 'colin@pac.example',
      displayName: 'Colin Carpenter',
      disabled: false,
    });
    expect((await adminDb().doc(`userPermissions/${uid}`).get()).data()).toEqual(
      record(false, 'manageContent', 'manageCatches'),
    );
    // The new admin can sign in with the password given.
    await expect(idTokenFor('colin@pac.example', 'secret-456')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('when created disabled, then the account is disabled and the rules see it at once', async () => {
    const result = await createAs({ ...valid, disabled: true });

    expect(result.status).toBe(201);
    const uid = result.body.uid as string;
    expect((await adminAuth().getUser(uid)).disabled).toBe(true);
    expect((await adminDb().doc(`userPermissions/${uid}`).get()).data()).toEqual(
      record(true, 'manageContent', 'manageCatches'),
    );
  });

  it('when the permissions make a super admin, then the new admin may manage admins', async () => {
    const result = await createAs({ ...valid, permissions: flags('superAdmin') });
    expect(result.status).toBe(201);
    const newToken = await idTokenFor(valid.email, valid.password);
    const listed = await call(server.baseUrl, 'GET', '/listAllUsers', { token: newToken });
    expect(listed.status).toBe(200);
  });

  it('when the e-mail is taken, then answers 409 and creates nobody', async () => {
    await createAdmin('colin', {}, {});
    const before = await emails();

    const result = await createAs({ ...valid, email: 'colin@pac.example' });

    expect(result.status).toBe(409);
    expect(result.body.error).toMatch(/e-mail/i);
    expect(await emails()).toEqual(before);
    expect((await adminDb().doc('userPermissions/colin').get()).data()).toEqual({});
  });

  const BAD_BODIES: { name: string; body: unknown; field: RegExp }[] = [
    { name: 'an empty object', body: {}, field: /email/ },
    { name: 'no e-mail', body: { ...valid, email: undefined }, field: /email/ },
    { name: 'a malformed e-mail', body: { ...valid, email: 'colin.pac.example' }, field: /email/ },
    { name: 'an e-mail with a script', body: { ...valid, email: '<script>@x' }, field: /email/ },
    { name: 'a number as e-mail', body: { ...valid, email: 42 }, field: /email/ },
    { name: 'no password', body: { ...valid, password: undefined }, field: /password/ },
    { name: 'a 5-character password', body: { ...valid, password: '12345' }, field: /password.*6/ },
    {
      name: 'a 129-character password',
      body: { ...valid, password: 'p'.repeat(129) },
      field: /password/,
    },
    { name: 'an empty display name', body: { ...valid, displayName: '' }, field: /displayName/ },
    { name: 'a blank display name', body: { ...valid, displayName: '   ' }, field: /displayName/ },
    {
      name: 'a 101-character display name',
      body: { ...valid, displayName: 'n'.repeat(101) },
      field: /displayName.*100/,
    },
    { name: 'disabled as text', body: { ...valid, disabled: 'yes' }, field: /disabled/ },
    {
      name: 'an extra superAdmin field',
      body: { ...valid, superAdmin: true },
      field: /superAdmin/,
    },
    { name: 'an extra uid field', body: { ...valid, uid: 'chosen' }, field: /uid/ },
    { name: 'no permissions', body: { ...valid, permissions: undefined }, field: /permissions/ },
    { name: 'null permissions', body: { ...valid, permissions: null }, field: /permissions/ },
    {
      name: 'a permission flag left out',
      body: { ...valid, permissions: { ...flags(), superAdmin: undefined } },
      field: /permissions\.superAdmin/,
    },
    {
      name: 'a permission flag as text',
      body: { ...valid, permissions: { ...flags(), manageWaters: 'yes' } },
      field: /permissions\.manageWaters/,
    },
    {
      name: 'an unknown permission flag',
      body: { ...valid, permissions: { ...flags(), manageEverything: true } },
      field: /permissions.*manageEverything/,
    },
    {
      name: 'disabled inside the permissions',
      body: { ...valid, permissions: { ...flags(), disabled: false } },
      field: /permissions.*disabled/,
    },
    { name: 'an array', body: [valid], field: /JSON object/ },
    { name: 'a string', body: 'colin', field: /JSON object/ },
  ];

  it.each(BAD_BODIES)(
    'when given $name, then answers 400 naming the field and creates nobody',
    async ({ body, field }) => {
      const before = await emails();

      const result = await createAs(body);

      expect(result.status).toBe(400);
      expect(result.body.error).toMatch(field);
      expect(await emails()).toEqual(before);
    },
  );

  it('when disabled is left out, then creates an enabled admin', async () => {
    const result = await createAs({ ...valid, disabled: undefined });
    expect(result.status).toBe(201);
    const uid = result.body.uid as string;
    expect((await adminAuth().getUser(uid)).disabled).toBe(false);
    expect((await adminDb().doc(`userPermissions/${uid}`).get()).data()?.disabled).toBe(false);
  });

  it('when the body is not valid JSON, then answers 400 and creates nobody', async () => {
    const before = await emails();
    const result = await call(server.baseUrl, 'POST', '/createAdmin', {
      token: club.token,
      rawBody: '{"email": "colin@pac.example",',
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(/malformed.*JSON/i);
    expect(await emails()).toEqual(before);
  });
});
