import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_PATHS } from '../../../config/constants';
import {
  adminBucket,
  adminDb,
  clearFirestore,
  createAdmin,
} from '../../../../tests/support/emulators';
import { signIn, signOut } from '../../auth';
import { deleteCatches } from './delete-catches';

async function storeCatch(id: string) {
  await adminBucket()
    .file(STORAGE_PATHS.catchPhoto(id))
    .save('photo', { contentType: 'image/jpeg' });
  await adminBucket()
    .file(STORAGE_PATHS.catchThumb(id))
    .save('thumb', { contentType: 'image/jpeg' });
  await adminDb()
    .doc(`catches/${id}`)
    .set({
      memberName: 'Angler',
      fishType: 'Tench',
      catchLocation: 'Weston',
      imgURL: `https://example.org/${id}.jpg`,
      isPublic: false,
      orderRank: 1,
    });
}
const exists = async (path: string) => (await adminBucket().file(path).exists())[0];

// Bulk delete of pending catches, signed in, against the real firestore.rules.
describe('deleteCatches against the emulators', () => {
  beforeEach(async () => {
    await clearFirestore();
    await Promise.all(['p1', 'p2', 'p3'].map(storeCatch));
  });
  afterEach(() => setLogLevel('warn'));
  afterAll(() => signOut());

  it('deletes each chosen catch with its photo and thumbnail, and leaves the others', async () => {
    const admin = await createAdmin('bulk-delete-admin', { manageCatches: true });
    await signIn(admin.email, admin.password);
    await deleteCatches(['p1', 'p2']);
    expect((await adminDb().collection('catches').get()).docs.map((d) => d.id)).toEqual(['p3']);
    for (const id of ['p1', 'p2']) {
      expect(await exists(STORAGE_PATHS.catchPhoto(id))).toBe(false);
      expect(await exists(STORAGE_PATHS.catchThumb(id))).toBe(false);
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
