import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { getNavbarSummary, getSocialLinksForNavbar } from './read-social-links-for-navbar';

const FACEBOOK = {
  socialName: 'Facebook',
  socialURL: 'https://www.facebook.com/pac',
  socialActive: true,
};
const REDDIT = {
  socialName: 'Reddit',
  socialURL: 'https://www.reddit.com/r/pac',
  socialActive: false,
};

const summary = () => adminDb().doc('summaries/socialLinks');

describe('getSocialLinksForNavbar against the Firestore emulator', () => {
  beforeEach(async () => {
    await clearFirestore();
    // The collection says one thing and the summary another, to tell which one was read.
    await adminDb().doc('externalNav/facebook').set(FACEBOOK);
    await adminDb().doc('externalNav/youtube').set({
      socialName: 'YouTube',
      socialURL: 'https://www.youtube.com/@pac',
      socialActive: true,
    });
  });

  it('returns what the summary holds, not the collection, inactive links and all, in id order', async () => {
    await summary().set({
      links: {
        reddit: REDDIT,
        facebook: FACEBOOK,
        // An old record whose flag was stored as text: only a real true counts as active.
        x: {
          socialName: 'X (Formerly Twitter)',
          socialURL: 'https://x.com/pac',
          socialActive: 'true',
        },
      },
    });
    expect(await getSocialLinksForNavbar()).toEqual([
      { id: 'facebook', ...FACEBOOK },
      { id: 'reddit', ...REDDIT },
      {
        id: 'x',
        socialName: 'X (Formerly Twitter)',
        socialURL: 'https://x.com/pac',
        socialActive: false,
      },
    ]);
  });

  it('returns no links for an empty summary, and none for a damaged one', async () => {
    await summary().set({ links: {} });
    expect(await getSocialLinksForNavbar()).toEqual([]);
    await summary().set({ links: 'facebook' });
    expect(await getSocialLinksForNavbar()).toEqual([]);
  });

  it("gives the club's crest with the links, and reads the collection for a crest alone", async () => {
    const crest = 'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o/clubCrest%2Fc1?alt=media';
    await summary().set({ links: { facebook: FACEBOOK }, crest });
    expect(await getNavbarSummary()).toEqual({
      links: [{ id: 'facebook', ...FACEBOOK }],
      crestUrl: crest,
    });
    // Made by the crest before any link was changed: the links are the collection's.
    await summary().set({ crest: 'javascript:alert(1)' });
    const { links, crestUrl } = await getNavbarSummary();
    expect(links.map((link) => link.id)).toEqual(['facebook', 'youtube']);
    expect(crestUrl).toBeNull();
  });

  it('reads the collection when there is no summary yet (a database from before it)', async () => {
    expect(await getSocialLinksForNavbar()).toEqual([
      { id: 'facebook', ...FACEBOOK },
      {
        id: 'youtube',
        socialName: 'YouTube',
        socialURL: 'https://www.youtube.com/@pac',
        socialActive: true,
      },
    ]);
  });
});
