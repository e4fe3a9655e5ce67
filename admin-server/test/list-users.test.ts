import { describe, expect, it } from 'vitest';
import { adminAuth, createAdmin, createAnonymousIdentity } from '../../tests/support/emulators';
import { record } from './permission-fixtures';
import { call, signedInSuperAdmin, useFreshClub, useTestServer } from './support/test-server';

const server = useTestServer();
useFreshClub({ once: true, superAdmin: false });

describe('GET /listAllUsers', () => {
  it('when called by a super admin, then lists every Auth account with its permissions or null', async () => {
    const { token } = await signedInSuperAdmin();
    await createAdmin('helper', record(true, 'manageContent'), { disabled: true });
    // An account that signed up by itself: in Auth, but not one of the club's admins.
    await adminAuth().createUser({ uid: 'stranger', email: 'stranger@example.com' });

    const result = await call(server.baseUrl, 'GET', '/listAllUsers', { token });

    expect(result.status).toBe(200);
    expect(result.body.users).toEqual(
      expect.arrayContaining([
        {
          uid: 'boss',
          email: 'boss@pac.example',
          displayName: 'Sarah Fisher',
          disabled: false,
          // A sparse document is listed with every flag, missing ones false.
          permissions: record(false, 'superAdmin'),
        },
        {
          uid: 'helper',
          email: 'helper@pac.example',
          displayName: 'helper',
          disabled: true,
          permissions: record(true, 'manageContent'),
        },
        {
          uid: 'stranger',
          email: 'stranger@example.com',
          displayName: '',
          disabled: false,
          permissions: null,
        },
      ]),
    );
  });

  it('when called without a token, then answers 401 with a JSON error naming the token', async () => {
    const result = await call(server.baseUrl, 'GET', '/listAllUsers');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: expect.stringMatching(/token/i) });
  });
});

describe("GET /listAllUsers and members' anonymous identities", () => {
  it('leaves out anonymous identities (members who submitted a catch), keeping e-mail accounts', async () => {
    const { token } = await signedInSuperAdmin();
    // What the site's anonymous sign-in makes: an account with no e-mail and no provider.
    const anonymous = await createAnonymousIdentity();
    await adminAuth().createUser({
      uid: 'signed-up',
      email: 'signed.up@example.com',
      password: 'secret-123',
    });

    const result = await call(server.baseUrl, 'GET', '/listAllUsers', { token });

    expect(result.status).toBe(200);
    const uids = (result.body.users as { uid: string }[]).map((user) => user.uid);
    expect(uids).toContain('boss');
    expect(uids).toContain('signed-up');
    expect(uids).not.toContain(anonymous);
    // Still in Auth: only the listing leaves it out.
    expect((await adminAuth().getUser(anonymous)).uid).toBe(anonymous);
  });
});

describe('GET /health', () => {
  it('answers without a token', async () => {
    const result = await call(server.baseUrl, 'GET', '/health');
    expect(result).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
