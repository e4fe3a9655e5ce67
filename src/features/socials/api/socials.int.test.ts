import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearAuth, clearFirestore } from '../../../../tests/support/emulators';
import { signInClientAs } from '../../../../tests/support/client-session';
import { createSocial } from './create-social';
import { deleteSocial } from './delete-social';
import { getSocials } from './get-socials';
import { updateSocial } from './update-social';

describe('socials api against the Firestore emulator and its rules', () => {
  beforeAll(async () => {
    await clearAuth();
    await clearFirestore();
  });

  it('lets a socials admin create, update and delete a link', async () => {
    await signInClientAs('socials-admin', { manageSocials: true });

    const id = await createSocial({
      socialName: 'X (Formerly Twitter)',
      socialURL: 'https://x.com/pac',
      socialActive: true,
    });
    expect((await adminDb().doc(`externalNav/${id}`).get()).data()).toEqual({
      socialName: 'X (Formerly Twitter)',
      socialURL: 'https://x.com/pac',
      socialActive: true,
    });

    await updateSocial(id, {
      socialName: 'X (Formerly Twitter)',
      socialURL: 'https://x.com/priory',
      socialActive: false,
    });
    expect(await getSocials()).toEqual([
      {
        id,
        socialName: 'X (Formerly Twitter)',
        socialURL: 'https://x.com/priory',
        socialActive: false,
      },
    ]);

    await deleteSocial(id);
    expect((await adminDb().doc(`externalNav/${id}`).get()).exists).toBe(false);
    await expect(deleteSocial(id)).rejects.toThrow(/no longer exists/);
  });

  it('refuses an admin without manageSocials', async () => {
    await adminDb().doc('externalNav/facebook').set({
      socialName: 'Facebook',
      socialURL: 'https://facebook.com/pac',
      socialActive: true,
    });
    await signInClientAs('content-admin', { manageContent: true });
    await expect(
      createSocial({
        socialName: 'Reddit',
        socialURL: 'https://reddit.com/r/pac',
        socialActive: true,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(deleteSocial('facebook')).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await adminDb().doc('externalNav/facebook').get()).exists).toBe(true);
  });
});
