import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_PATHS } from '../../../config/constants';
import {
  adminBucket,
  adminDb,
  clearFirestore,
  createAdmin,
} from '../../../../tests/support/emulators';
import { signIn, signOut } from '../../auth';
import { approveCatch } from './approve-catch';
import { countWaitingCatches } from './count-waiting-catches';
import { deleteCatch } from './delete-catch';
import { deleteCatches } from './delete-catches';
import { getCatchesForReview } from './get-catches-for-review';
import { getNotApprovedCatches } from './get-not-approved-catches';
import { notApproveCatch } from './not-approve-catch';

// The app's catches admin api signed in as a manageCatches admin, against the real firestore.rules.
async function storeCatch(id: string, orderRank: number, isPublic: boolean) {
  await adminBucket()
    .file(STORAGE_PATHS.catchPhoto(id))
    .save('photo', { contentType: 'image/jpeg' });
  await adminBucket()
    .file(STORAGE_PATHS.catchThumb(id))
    .save('thumb', { contentType: 'image/jpeg' });
  await adminDb()
    .doc(`catches/${id}`)
    .set({
      memberName: `Angler ${orderRank}`,
      fishType: 'Tench',
      catchLocation: 'Weston',
      fishLbs: 3,
      fishOz: 4,
      weightOz: 52,
      imgURL: `https://example.org/${id}.jpg`,
      isPublic,
      orderRank,
      // As the admin server's catch upkeep attests once it has seen both files.
      photoStored: true,
    });
}

const exists = async (path: string) => (await adminBucket().file(path).exists())[0];

describe('catches admin api against the emulators', () => {
  let catchesAdmin: { email: string; password: string };
  let otherAdmin: { email: string; password: string };

  beforeAll(async () => {
    catchesAdmin = await createAdmin('catches-int-admin', { manageCatches: true });
    otherAdmin = await createAdmin('catches-int-other', { manageContent: true });
  });
  beforeEach(async () => {
    await clearFirestore();
    catchesAdmin = await createAdmin('catches-int-admin', { manageCatches: true });
    otherAdmin = await createAdmin('catches-int-other', { manageContent: true });
    await storeCatch('c1', 1, true);
    await storeCatch('c2', 2, false);
    await storeCatch('c3', 3, true);
    await storeCatch('c4', 4, false);
    await signIn(catchesAdmin.email, catchesAdmin.password);
  });
  afterAll(() => signOut());

  it('lists approved or waiting catches, highest orderRank first', async () => {
    expect((await getCatchesForReview(true)).catches.map((c) => c.id)).toEqual(['c3', 'c1']);
    const waiting = (await getCatchesForReview(false)).catches;
    expect(waiting.map((c) => c.id)).toEqual(['c4', 'c2']);
    expect(waiting[0]).toMatchObject({ memberName: 'Angler 4', fishLbs: 3, isPublic: false });
  });

  it('counts the catches waiting for review, as the dashboard shows them', async () => {
    // A catch whose files the upkeep has not yet seen is not in the queue, nor in the count.
    await adminDb().doc('catches/c5').set({ isPublic: false, orderRank: 5, memberName: 'A' });
    expect(await countWaitingCatches()).toBe(2);
    await approveCatch('c2');
    expect(await countWaitingCatches()).toBe(1);
  });

  it('approving sets isPublic true and changes nothing else (but its revision)', async () => {
    const before = (await adminDb().doc('catches/c2').get()).data();
    await approveCatch('c2');
    const after = (await adminDb().doc('catches/c2').get()).data();
    // Issue 19: the approve is recorded, so the revision goes up with it.
    expect(after).toEqual({ ...before, isPublic: true, rev: 1 });
    expect((await getCatchesForReview(true)).catches.map((c) => c.id)).toEqual(['c3', 'c2', 'c1']);
  });

  it('a catch not approved leaves the queue for the not-approved list, and can be approved after all', async () => {
    await notApproveCatch({ id: 'c2', reason: 'The photo shows a chub.' });
    expect((await getCatchesForReview(false)).catches.map((c) => c.id)).toEqual(['c4']);
    expect((await getNotApprovedCatches()).map((c) => [c.id, c.notApprovedReason])).toEqual([
      ['c2', 'The photo shows a chub.'],
    ]);
    await approveCatch('c2');
    expect((await adminDb().doc('catches/c2').get()).get('isPublic')).toBe(true);
    expect(await getNotApprovedCatches()).toEqual([]);
  });

  it('deleting removes the document to the bin, keeping its image and thumbnail', async () => {
    await deleteCatch('c4');
    expect((await adminDb().doc('catches/c4').get()).exists).toBe(false);
    // Issue 19: restorable for 90 days, so the files stay until the purge.
    expect(await exists(STORAGE_PATHS.catchPhoto('c4'))).toBe(true);
    expect(await exists(STORAGE_PATHS.catchThumb('c4'))).toBe(true);
    expect((await adminDb().doc('history/catches~c4@1').get()).get('kind')).toBe('delete');
    // The other catches keep their files.
    expect(await exists(STORAGE_PATHS.catchPhoto('c2'))).toBe(true);
  });

  it('deleting a catch whose files are already gone still removes the document', async () => {
    await adminBucket().file(STORAGE_PATHS.catchThumb('c1')).delete();
    await deleteCatch('c1');
    expect((await adminDb().doc('catches/c1').get()).exists).toBe(false);
  });

  it('refuses an admin without manageCatches: no approve, no delete, no files lost', async () => {
    await signIn(otherAdmin.email, otherAdmin.password);
    await expect(approveCatch('c2')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(deleteCatch('c2')).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await adminDb().doc('catches/c2').get()).data()?.isPublic).toBe(false);
    expect(await exists(STORAGE_PATHS.catchPhoto('c2'))).toBe(true);
  });
});

// Bulk delete of pending catches, signed in, against the real firestore.rules.
describe('deleteCatches against the emulators', () => {
  beforeEach(async () => {
    await clearFirestore();
    await Promise.all(['p1', 'p2', 'p3'].map((id) => storeCatch(id, 1, false)));
  });
  afterEach(() => setLogLevel('warn'));
  afterAll(() => signOut());

  it('deletes each chosen catch to the bin (files kept for a restore), and leaves the others', async () => {
    const admin = await createAdmin('bulk-delete-admin', { manageCatches: true });
    await signIn(admin.email, admin.password);
    await deleteCatches(['p1', 'p2']);
    expect((await adminDb().collection('catches').get()).docs.map((d) => d.id)).toEqual(['p3']);
    for (const id of ['p1', 'p2']) {
      expect(await exists(STORAGE_PATHS.catchPhoto(id))).toBe(true);
      expect((await adminDb().doc(`history/catches~${id}@1`).get()).get('kind')).toBe('delete');
    }
    expect(await exists(STORAGE_PATHS.catchPhoto('p3'))).toBe(true);
  });

  it('is refused for an admin without manageCatches, and deletes nothing', async () => {
    const admin = await createAdmin('bulk-delete-other', { manageContent: true });
    await signIn(admin.email, admin.password);
    // The refusal is asserted below; the SDK's own log of it would only be noise.
    setLogLevel('silent');
    await expect(deleteCatches(['p1', 'p2'])).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringContaining('2 of 2 catches were not deleted'),
    });
    expect((await adminDb().collection('catches').get()).size).toBe(3);
  });
});
