/**
 * The bin's purge (admin-server/src/history/purge-bin.ts) against the emulators: an item deleted
 * more than 90 days ago (its entries backdated) goes for good with its files; one deleted
 * yesterday, and a document that still exists, keep theirs.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { purgeBin } from '../admin-server/src/history/purge-bin';
import { STORAGE_BUCKET } from '../scripts/emulators/config';
import { adminBucket, adminDb, clearFirestore } from './support/emulators';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-25T12:00:00Z');
const at = (daysAgo: number) => Timestamp.fromMillis(now.getTime() - daysAgo * DAY);
const urlOf = (name: string) =>
  `http://127.0.0.1:9199/v0/b/${STORAGE_BUCKET}/o/${encodeURIComponent(name)}?alt=media`;

async function deletedItem(path: string, picture: string, daysAgo: number) {
  await adminBucket().file(picture).save('picture bytes', { contentType: 'image/jpeg' });
  const id = path.replaceAll('/', '~');
  await adminDb()
    .doc(`history/${id}@1`)
    .set({
      area: 'manageCommittee',
      path,
      rev: 1,
      kind: 'create',
      before: null,
      by: 'uid-a',
      email: null,
      at: at(daysAgo + 10),
    });
  await adminDb()
    .doc(`history/${id}@2`)
    .set({
      area: 'manageCommittee',
      path,
      rev: 2,
      kind: 'delete',
      before: { memberName: 'Old Member', imageUrl: urlOf(picture), rev: 1 },
      by: 'uid-a',
      email: null,
      at: at(daysAgo),
    });
}

const exists = async (name: string) => (await adminBucket().file(name).exists())[0];
const entriesOf = async (path: string) =>
  (await adminDb().collection('history').where('path', '==', path).get()).size;

describe('purging the bin', () => {
  beforeEach(clearFirestore);

  it('removes items deleted over 90 days ago with their files, and keeps younger ones', async () => {
    await deletedItem('members/old1', 'memberDisplayPhotos/old1-a', 91);
    await deletedItem('members/young1', 'memberDisplayPhotos/young1-a', 1);
    // Deleted long ago but restored since: it exists, so its history stays.
    await deletedItem('members/back1', 'memberDisplayPhotos/back1-a', 120);
    await adminDb().doc('members/back1').set({ memberName: 'Back', rev: 3 });

    expect(await purgeBin(adminDb(), adminBucket(), now)).toEqual({
      items: 1,
      entries: 2,
      files: 1,
    });

    expect(await entriesOf('members/old1')).toBe(0);
    expect(await exists('memberDisplayPhotos/old1-a')).toBe(false);
    expect(await entriesOf('members/young1')).toBe(2);
    expect(await exists('memberDisplayPhotos/young1-a')).toBe(true);
    expect(await entriesOf('members/back1')).toBe(2);
    expect(await exists('memberDisplayPhotos/back1-a')).toBe(true);
    // Run again: nothing left to purge.
    expect(await purgeBin(adminDb(), adminBucket(), now)).toEqual({
      items: 0,
      entries: 0,
      files: 0,
    });
  });
});
