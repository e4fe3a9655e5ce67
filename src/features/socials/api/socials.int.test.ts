import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearAuth, clearFirestore } from '../../../../tests/support/emulators';
import { signInClientAs } from '../../../../tests/support/client-session';
import type { SocialInput } from '../types';
import { createSocial } from './create-social';
import { deleteSocial } from './delete-social';
import { getSocialLinksForNavbar } from './read-social-links-for-navbar';
import { getSocials } from './get-socials';
import { updateSocial } from './update-social';
import { getBin, getItemHistory, restoreVersion } from '../../../lib/history';
import { restoreSocialSummary } from './social-history';

const FACEBOOK: SocialInput = {
  socialName: 'Facebook',
  socialURL: 'https://facebook.com/pac',
  socialActive: true,
};
const REDDIT: SocialInput = {
  socialName: 'Reddit',
  socialURL: 'https://reddit.com/r/pac',
  socialActive: false,
};
const X: SocialInput = {
  socialName: 'X (Formerly Twitter)',
  socialURL: 'https://x.com/pac',
  socialActive: true,
};

const summaryDoc = () => adminDb().doc('summaries/socialLinks');

/** Starts over with these externalNav documents, and with or without their summary. */
async function startWith(links: Record<string, SocialInput>, { summary }: { summary: boolean }) {
  await clearFirestore();
  const batch = adminDb().batch();
  for (const [id, fields] of Object.entries(links))
    batch.set(adminDb().doc(`externalNav/${id}`), fields);
  if (summary) batch.set(summaryDoc(), { links });
  await batch.commit();
}

/**
 * The collection as a links map (each link's fields, without the history's revision, which the
 * summary does not copy), and the summary document as stored (without its own revision).
 */
async function stored() {
  const collection = await adminDb().collection('externalNav').get();
  const summary = await summaryDoc().get();
  const fields = ({ rev: _rev, ...data }: Record<string, unknown>) => data;
  return {
    collection: Object.fromEntries(collection.docs.map((d) => [d.id, fields(d.data())])),
    summary: summary.exists ? fields(summary.data()!) : undefined,
  };
}

/** The summary holds exactly the collection: same ids, same three fields, and nothing else. */
async function expectSummaryMirrorsCollection() {
  const { collection, summary } = await stored();
  expect(summary).toEqual({ links: collection });
}

describe('socials api against the Firestore emulator and its rules', () => {
  beforeAll(async () => {
    await clearAuth();
  });

  it('lets a socials admin create, update and delete a link, the summary following each step', async () => {
    await startWith({ facebook: FACEBOOK, reddit: REDDIT }, { summary: true });
    await signInClientAs('socials-admin', { manageSocials: true });

    const id = await createSocial(X);
    expect((await adminDb().doc(`externalNav/${id}`).get()).data()).toEqual({ ...X, rev: 1 });
    await expectSummaryMirrorsCollection();

    const changed = { ...X, socialURL: 'https://x.com/priory', socialActive: false };
    await updateSocial(id, changed);
    await expectSummaryMirrorsCollection();
    expect(await getSocials()).toContainEqual({ id, ...changed });
    // The navbar reads the new values (inactive now: SocialIcons will leave it out), in the
    // collection's order.
    const navbar = await getSocialLinksForNavbar();
    expect(navbar).toHaveLength(3);
    expect(navbar).toContainEqual({ id, ...changed });
    expect(navbar).toEqual(await getSocials());

    await deleteSocial(id);
    expect((await adminDb().doc(`externalNav/${id}`).get()).exists).toBe(false);
    await expectSummaryMirrorsCollection();
    expect((await stored()).collection).toEqual({ facebook: FACEBOOK, reddit: REDDIT });
  });

  it('keeps one link per network: a second is refused with a sentence, a changed network moves', async () => {
    await startWith({ facebook: FACEBOOK, reddit: REDDIT }, { summary: true });
    await signInClientAs('socials-admin', { manageSocials: true });
    const before = await stored();
    await expect(
      createSocial({ ...FACEBOOK, socialURL: 'https://facebook.com/other' }),
    ).rejects.toThrow('There is already a Facebook link: edit that one instead.');
    await expect(updateSocial('reddit', { ...REDDIT, socialName: 'Facebook' })).rejects.toThrow(
      'There is already a Facebook link: edit that one instead.',
    );
    expect(await stored()).toEqual(before);

    // Reddit becomes X: the link moves to X's id, in one transaction with the summary.
    await updateSocial('reddit', { ...X, socialActive: false });
    expect((await stored()).collection).toEqual({
      facebook: FACEBOOK,
      x: { ...X, socialActive: false },
    });
    await expectSummaryMirrorsCollection();
  });

  it('records each change: Undo of an edit, and a deleted link restored from the bin, with the summary', async () => {
    await startWith({ facebook: FACEBOOK }, { summary: true });
    await signInClientAs('socials-admin', { manageSocials: true });
    const edited = await updateSocial('facebook', { ...FACEBOOK, socialActive: false });
    await edited!.undo();
    expect((await stored()).collection).toEqual({ facebook: FACEBOOK });
    await expectSummaryMirrorsCollection();

    await deleteSocial('facebook');
    expect(await getSocialLinksForNavbar()).toEqual([]);
    const [binned] = await getBin(['manageSocials']);
    expect(binned).toMatchObject({ path: 'externalNav/facebook', title: 'Facebook' });
    await restoreVersion(binned!, restoreSocialSummary);
    expect((await stored()).collection).toEqual({ facebook: FACEBOOK });
    await expectSummaryMirrorsCollection();
    expect(await getSocialLinksForNavbar()).toEqual([{ id: 'facebook', ...FACEBOOK }]);
    expect(
      (await getItemHistory('manageSocials', 'externalNav/facebook')).map((e) => e.kind),
    ).toEqual(['restore', 'delete', 'restore', 'edit']);

    // Deleted, then created again: the new link goes on after the old one's history.
    await deleteSocial('facebook');
    await createSocial(FACEBOOK);
    expect((await adminDb().doc('externalNav/facebook').get()).get('rev')).toBe(6);
    await expectSummaryMirrorsCollection();
  });

  it('records each change of the navbar summary in the Socials history, restorable (issue 32)', async () => {
    await startWith({ facebook: FACEBOOK }, { summary: true });
    await signInClientAs('socials-summary-admin', { manageSocials: true });
    const id = await createSocial(X);
    await updateSocial(id, { ...X, socialActive: false });
    const history = await getItemHistory('manageSocials', 'summaries/socialLinks');
    expect(history.map((entry) => [entry.rev, entry.kind])).toEqual([
      [2, 'edit'],
      [1, 'edit'],
    ]);
    expect(history[1]!.before).toEqual({ links: { facebook: FACEBOOK } });
    // The version before both changes put back, as any area's.
    await restoreVersion(history[1]!);
    expect((await stored()).summary).toEqual({ links: { facebook: FACEBOOK } });
    const [restored] = await getItemHistory('manageSocials', 'summaries/socialLinks');
    expect([restored!.rev, restored!.kind, restored!.from]).toEqual([3, 'restore', 0]);
  });

  it('reports a link that is gone, as before, and changes nothing', async () => {
    await startWith({ facebook: FACEBOOK }, { summary: true });
    await signInClientAs('socials-admin', { manageSocials: true });
    const before = await stored();
    await expect(deleteSocial('gone')).rejects.toThrow(/no longer exists/);
    await expect(updateSocial('gone', X)).rejects.toMatchObject({ code: 'not-found' });
    expect(await stored()).toEqual(before);
  });

  it('keeps ids a dotted field path would split, such as one with a dot, as one summary entry', async () => {
    await startWith({ 'old.facebook': FACEBOOK }, { summary: true });
    await signInClientAs('socials-admin', { manageSocials: true });
    await updateSocial('old.facebook', { ...FACEBOOK, socialActive: false });
    await expectSummaryMirrorsCollection();
    await deleteSocial('old.facebook');
    expect(await stored()).toEqual({ collection: {}, summary: { links: {} } });
  });

  it('serializes admins saving at once: every change lands in the summary', async () => {
    await startWith({ facebook: FACEBOOK }, { summary: true });
    await signInClientAs('socials-admin', { manageSocials: true });
    await Promise.all([
      createSocial(X),
      createSocial(REDDIT),
      updateSocial('facebook', { ...FACEBOOK, socialActive: false }),
    ]);
    await expectSummaryMirrorsCollection();
    expect(Object.keys((await stored()).collection)).toHaveLength(3);
  });

  describe('on a database from before the summary (the one-off migration)', () => {
    it.each([
      { change: 'create', run: () => createSocial(X), links: 3 },
      {
        change: 'update',
        run: () => updateSocial('reddit', { ...REDDIT, socialActive: true }),
        links: 2,
      },
      { change: 'delete', run: () => deleteSocial('reddit'), links: 1 },
    ])('builds the summary from the collection on the first $change', async ({ run, links }) => {
      await startWith({ facebook: FACEBOOK, reddit: REDDIT }, { summary: false });
      await signInClientAs('socials-admin', { manageSocials: true });
      // Until then the navbar reads the collection.
      expect(await getSocialLinksForNavbar()).toEqual(await getSocials());
      await run();
      await expectSummaryMirrorsCollection();
      expect(Object.keys((await stored()).collection)).toHaveLength(links);
    });

    it('builds it once when two admins save at once', async () => {
      await startWith({ facebook: FACEBOOK }, { summary: false });
      await signInClientAs('socials-admin', { manageSocials: true });
      await Promise.all([createSocial(X), createSocial(REDDIT)]);
      await expectSummaryMirrorsCollection();
      expect(Object.keys((await stored()).collection)).toHaveLength(3);
    });

    it('does not build it for a change that fails', async () => {
      await startWith({ facebook: FACEBOOK }, { summary: false });
      await signInClientAs('socials-admin', { manageSocials: true });
      await expect(deleteSocial('gone')).rejects.toThrow(/no longer exists/);
      expect((await stored()).summary).toBeUndefined();
    });
  });

  it.each([{ summary: true }, { summary: false }])(
    'refuses an admin without manageSocials and changes nothing (summary present: $summary)',
    async ({ summary }) => {
      await startWith({ facebook: FACEBOOK }, { summary });
      await signInClientAs('content-admin', { manageContent: true });
      const before = await stored();
      const denied = { code: 'permission-denied' };
      await expect(createSocial(REDDIT)).rejects.toMatchObject(denied);
      await expect(updateSocial('facebook', REDDIT)).rejects.toMatchObject(denied);
      await expect(deleteSocial('facebook')).rejects.toMatchObject(denied);
      expect(await stored()).toEqual(before);
    },
  );
});
