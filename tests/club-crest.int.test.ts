/**
 * The club's crest (issue 35) in the navbar's summary, written through the Club area's api and
 * the socials api in turn, against the emulators and the rules: one document, two writers, each
 * keeping the other's field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminBucket, adminDb, clearAuth, clearFirestore, storageName } from './support/emulators';
import { signInClientAs } from './support/client-session';
import { getItemHistory } from '../src/lib/history';
import { replaceCrest } from '../src/features/club/api/crest';
import { updateSocial } from '../src/features/socials/api/update-social';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
const FACEBOOK = {
  socialName: 'Facebook',
  socialURL: 'https://facebook.com/pac',
  socialActive: true,
};
const summary = async () => (await adminDb().doc('summaries/socialLinks').get()).data();

describe('the crest api against the emulators and the rules', () => {
  beforeAll(async () => {
    await clearAuth();
    await clearFirestore();
  });

  it('shares the summary with the links: each writer keeps the other’s field, Undo puts back the crest alone', async () => {
    await adminDb().doc('externalNav/facebook').set(FACEBOOK);
    // No summary yet: the first crest makes it, with no links (the navbar then reads the collection).
    await signInClientAs('club-admin', { manageClub: true });
    const first = await replaceCrest(new Blob([SVG], { type: 'image/svg+xml' }));
    const url = String((await summary())?.crest);
    expect(storageName(url)).toMatch(/^clubCrest\/[0-9a-f-]{36}$/);
    const [file] = await adminBucket().file(storageName(url)).download();
    expect(file.toString()).toBe(SVG);
    expect(await summary()).toEqual({ crest: url, rev: 1 });

    // A socials admin's change builds the links beside it and leaves the crest.
    await signInClientAs('socials-admin', { manageSocials: true });
    await updateSocial('facebook', { ...FACEBOOK, socialActive: false });
    const links = { facebook: { ...FACEBOOK, socialActive: false } };
    expect(await summary()).toEqual({ crest: url, links, rev: 2 });

    // Undo of the first crest (it made the summary) goes back to the drawn one; the links stay.
    await signInClientAs('club-admin', { manageClub: true });
    await first.undo();
    expect(await summary()).toEqual({ links, rev: 3 });

    // Replaced again, then undone as a put back of the crest alone.
    const second = await replaceCrest(new Blob([SVG], { type: 'image/svg+xml' }));
    expect((await summary())?.crest).toMatch(/clubCrest%2F/);
    await second.undo();
    expect(await summary()).toEqual({ links, rev: 5 });
    // Recorded in the Club history; the links' change (rev 2) in the Socials one.
    expect(
      (await getItemHistory('manageClub', 'summaries/socialLinks')).map((entry) => entry.kind),
    ).toEqual(['restore', 'edit', 'edit', 'create']);
  });
});
