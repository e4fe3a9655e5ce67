/**
 * "Keep one enabled super admin": no route (demote, remove the permissions, disable, delete; of
 * oneself or of another) leaves the club without one, and two super admins acting on each other
 * at the same moment cannot both succeed.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb, createAdmin, idTokenFor } from '../../tests/support/emulators';
import { flags, record } from './permission-fixtures';
import {
  call,
  clearClub,
  type CallResult,
  signedInSuperAdmin,
  snapshotOf,
  useFreshClub,
  useTestServer,
} from './support/test-server';

const server = useTestServer();
useFreshClub({ superAdmin: false });

type Change = 'demote' | 'remove' | 'disable' | 'delete';

/** `actor` (a token) applies `change` to the account `uid`. */
function apply(change: Change, token: string, uid: string): Promise<CallResult> {
  if (change === 'delete') return call(server.baseUrl, 'DELETE', `/deleteUser/${uid}`, { token });
  const body = {
    email: `${uid}@pac.example`,
    displayName: uid,
    disabled: change === 'disable',
    permissions: {
      demote: flags('manageContent'),
      remove: null,
      disable: flags('superAdmin'),
    }[change],
  };
  return call(server.baseUrl, 'PUT', `/updateUser/${uid}`, { token, body });
}

/** Super admins enabled in their permissions document and in Auth. */
async function enabledSuperAdmins(): Promise<string[]> {
  const docs = (await adminDb().collection('userPermissions').get()).docs.filter(
    (doc) => doc.data().superAdmin === true && doc.data().disabled !== true,
  );
  if (docs.length === 0) return [];
  const { users } = await adminAuth().getUsers(docs.map((doc) => ({ uid: doc.id })));
  return users.filter((user) => !user.disabled).map((user) => user.uid);
}

const CHANGES: Change[] = ['demote', 'remove', 'disable', 'delete'];

describe('the last enabled super admin', () => {
  it.each(CHANGES)('cannot %s themselves: 409 with a sentence, nothing changes', async (change) => {
    const { token } = await signedInSuperAdmin('boss');
    const before = await snapshotOf('boss');

    const result = await apply(change, token, 'boss');

    expect(result.status).toBe(409);
    expect(result.body.error).toMatch(/last enabled super admin/);
    expect(await snapshotOf('boss')).toEqual(before);
  });

  it.each(CHANGES)(
    'cannot %s themselves while the only other super admin is disabled in Auth alone',
    async (change) => {
      const { token } = await signedInSuperAdmin('boss');
      // A document written before the documents mirrored `disabled`: Auth says disabled.
      await createAdmin('deputy', { superAdmin: true }, { disabled: true });

      const result = await apply(change, token, 'boss');

      expect(result.status).toBe(409);
      expect(await enabledSuperAdmins()).toEqual(['boss']);
    },
  );
});

describe('with two enabled super admins', () => {
  it.each(CHANGES)(
    'one may %s the other, who then can no longer act on the one left',
    async (change) => {
      const boss = await signedInSuperAdmin('boss');
      const deputy = await signedInSuperAdmin('deputy');

      expect((await apply(change, boss.token, 'deputy')).status).toBe(200);
      const back = await apply(change, deputy.token, 'boss');

      expect(back.status).toBeGreaterThanOrEqual(401);
      expect(back.status).toBeLessThanOrEqual(403);
      expect(await enabledSuperAdmins()).toEqual(['boss']);
    },
  );

  it('one may take their own superAdmin away while the other stays', async () => {
    const boss = await signedInSuperAdmin('boss');
    await signedInSuperAdmin('deputy');

    const result = await apply('demote', boss.token, 'boss');

    expect(result.status).toBe(200);
    expect((await adminDb().doc('userPermissions/boss').get()).data()).toEqual(
      record(false, 'manageContent'),
    );
    expect(await enabledSuperAdmins()).toEqual(['deputy']);
  });
});

describe('two super admins acting on each other at the same moment', () => {
  const ROUNDS = 5;

  it.each(['disable', 'demote', 'delete'] as const)(
    `${ROUNDS} rounds of mutual %s: at most one succeeds, one enabled super admin remains`,
    async (change) => {
      const successes: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        await clearClub();
        const a = await signedInSuperAdmin('alice');
        const b = await signedInSuperAdmin('bob');

        const results = await Promise.all([
          apply(change, a.token, 'bob'),
          apply(change, b.token, 'alice'),
        ]);

        const ok = results.filter((result) => result.status === 200).length;
        successes.push(ok);
        expect(ok).toBeLessThanOrEqual(1);
        for (const refused of results.filter((result) => result.status !== 200)) {
          // Refused with a sentence: 409 (last one) or 403 (no longer a super admin).
          expect([403, 409]).toContain(refused.status);
          expect(refused.body.error).toEqual(expect.any(String));
        }
        expect(await enabledSuperAdmins()).toHaveLength(2 - ok);
      }
      expect(successes.every((ok) => ok <= 1)).toBe(true);
    },
  );
});

describe('sign-in after a refused change', () => {
  it('the last super admin can still sign in and manage admins', async () => {
    const { token } = await signedInSuperAdmin('boss');
    await apply('disable', token, 'boss');
    const fresh = await idTokenFor('boss@pac.example', 'secret-123');
    expect((await call(server.baseUrl, 'GET', '/listAllUsers', { token: fresh })).status).toBe(200);
  });
});
