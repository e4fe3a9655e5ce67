import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { getSocials } from './get-socials';

describe('getSocials (the collection, for the admin screen) against the Firestore emulator', () => {
  beforeAll(async () => {
    await clearFirestore();
    const db = adminDb();
    await db.doc('externalNav/facebook').set({
      socialName: 'Facebook',
      socialURL: 'https://www.facebook.com/pac',
      socialActive: true,
    });
    await db.doc('externalNav/reddit').set({
      socialName: 'Reddit',
      socialURL: 'https://www.reddit.com/r/pac',
      socialActive: false,
    });
    // An old record whose flag was stored as text: only a real true counts as active.
    await db.doc('externalNav/x').set({
      socialName: 'X (Formerly Twitter)',
      socialURL: 'https://x.com/pac',
      socialActive: 'true',
    });
    // A navbar summary that disagrees: the admin screen reads the collection, the source of truth.
    await db.doc('summaries/socialLinks').set({ links: {} });
  });

  it('reads every social link, active or not, with socialActive as a boolean', async () => {
    const socials = await getSocials();
    expect(socials.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual([
      {
        id: 'facebook',
        socialName: 'Facebook',
        socialURL: 'https://www.facebook.com/pac',
        socialActive: true,
      },
      {
        id: 'reddit',
        socialName: 'Reddit',
        socialURL: 'https://www.reddit.com/r/pac',
        socialActive: false,
      },
      {
        id: 'x',
        socialName: 'X (Formerly Twitter)',
        socialURL: 'https://x.com/pac',
        socialActive: false,
      },
    ]);
  });
});
