import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearAuth, clearFirestore } from '../../../../tests/support/emulators';
import { signInClientAs } from '../../../../tests/support/client-session';
import { noPermissions } from '../../auth/types';
import { getUserPermissions } from './get-user-permissions';
import { setUserPermissions } from './set-user-permissions';

describe('userPermissions read and write against the Firestore rules', () => {
  beforeAll(async () => {
    await clearAuth();
    await clearFirestore();
  });

  it('lets a super admin write all eight flags and disabled, and read them back', async () => {
    await signInClientAs('boss', { superAdmin: true });
    await adminDb().doc('userPermissions/helper').set({ manageContent: true, stale: true });

    await setUserPermissions('helper', {
      ...noPermissions(),
      manageWaters: true,
      manageSocials: true,
      disabled: false,
    });

    expect((await adminDb().doc('userPermissions/helper').get()).data()).toEqual({
      manageCatches: false,
      manageCommittee: false,
      manageContacts: false,
      manageContent: false,
      manageMatches: false,
      manageSocials: true,
      manageWaters: true,
      superAdmin: false,
      disabled: false,
    });
    expect(await getUserPermissions('helper')).toEqual({
      ...noPermissions(),
      manageWaters: true,
      manageSocials: true,
      disabled: false,
    });
  });

  it('treats missing flags as false', async () => {
    await signInClientAs('boss', { superAdmin: true });
    await adminDb().doc('userPermissions/sparse').set({ manageMatches: true });
    expect(await getUserPermissions('sparse')).toEqual({
      ...noPermissions(),
      manageMatches: true,
      disabled: false,
    });
  });

  it('refuses an admin who is not a super admin, even for their own record', async () => {
    const editor = await signInClientAs('editor', { manageContent: true });
    await expect(
      setUserPermissions(editor.uid, { ...noPermissions(), superAdmin: true }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getUserPermissions('boss')).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await adminDb().doc(`userPermissions/${editor.uid}`).get()).data()).toEqual({
      manageContent: true,
    });
  });
});
