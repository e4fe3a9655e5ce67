/**
 * The bin's purge (admin-server/src/history/purge-bin.ts) against the emulators: an item deleted
 * more than 90 days ago (its entries backdated) goes for good with its files; one deleted
 * yesterday, and a document that still exists, keep theirs. And it deletes only the files the
 * item owned (issue 32): the attacks of the security review, made through the site's own api
 * under the real rules, leave other items' files in place.
 */
import { doc, serverTimestamp } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { purgeBin } from '../admin-server/src/history/purge-bin';
import { STORAGE_BUCKET } from '../scripts/emulators/config';
import { signOut } from '../src/features/auth/api/sign-in';
import { deleteCatch } from '../src/features/catches/api/delete-catch';
import { createMember } from '../src/features/committee/api/create-member';
import { deleteMember } from '../src/features/committee/api/delete-member';
import { deleteArticle } from '../src/features/content/api/articles-collection';
import { db } from '../src/lib/firebase';
import { PictureFile } from '../src/lib/photo/picture-file';
import { changeRecorded } from '../src/lib/history';
import { signInClientAs } from './support/client-session';
import { adminBucket, adminDb, clearFirestore, storageName } from './support/emulators';

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
      before: { memberName: 'Old Member', photoURL: urlOf(picture), rev: 1 },
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

describe('the purge deletes only what the purged item owned (issue 32)', () => {
  const host = () => process.env.FIREBASE_STORAGE_EMULATOR_HOST!;
  /** A download URL as the client SDK makes it, on this run's Storage emulator. */
  const downloadUrl = (name: string, bucket = STORAGE_BUCKET) =>
    `http://${host()}/v0/b/${bucket}/o/${encodeURIComponent(name)}?alt=media&token=t`;
  const store = (name: string) =>
    adminBucket().file(name).save('picture bytes', { contentType: 'image/jpeg' });
  /** When the purge runs: more than 90 days after every delete below. */
  const later = () => new Date(Date.now() + 91 * DAY);

  // Other items' files, each shown by a live document: the chairman's photo, catch-001's photo,
  // thumbnail and variant, a water picture of Weston, the home page picture.
  const others = [
    'memberDisplayPhotos/member-chair',
    'catches/catch-001',
    'catchThumbs/catch-001',
    'catchPhotoVariants/catch-001/0',
    'waterImages/weston/w1',
    'contentImage/home',
  ];

  beforeEach(async () => {
    await clearFirestore();
    await Promise.all(others.map(store));
    await adminDb()
      .doc('members/member-chair')
      .set({ memberName: 'Chair', photoURL: downloadUrl('memberDisplayPhotos/member-chair') });
    await adminDb()
      .doc('catches/catch-001')
      .set({
        memberName: 'First',
        fishType: 'Carp',
        catchLocation: 'Weston',
        imgURL: downloadUrl('catches/catch-001'),
        thumbURL: downloadUrl('catchThumbs/catch-001'),
        isPublic: true,
        orderRank: 1,
        photoStored: true,
      });
    await adminDb()
      .doc('waters/weston/westonData/w1')
      .set({ text: 'The car park', imgUrl: downloadUrl('waterImages/weston/w1') });
    await adminDb()
      .doc('content/main')
      .set({ homeText: 'Welcome', homeImage: downloadUrl('contentImage/home') });
  });
  afterAll(() => signOut());

  const exists = async (name: string) => (await adminBucket().file(name).exists())[0];
  const survivors = async () =>
    Object.fromEntries(await Promise.all(others.map(async (n) => [n, await exists(n)] as const)));
  const allThere = Object.fromEntries(others.map((name) => [name, true]));

  it("a catch named with another file's URL: its own files go, the named files stay", async () => {
    // As a member may name a catch (52 and 37 characters: names and species allow them).
    const own = [
      'catches/c-evil',
      'catchThumbs/c-evil',
      'catchPhotoVariants/c-evil/0',
      'catchPhotoVariants/c-evil/1',
    ];
    await Promise.all(own.map(store));
    await adminDb()
      .doc('catches/c-evil')
      .set({
        memberName: 'http://x/v0/b/x/o/memberDisplayPhotos%2Fmember-chair',
        fishType: 'http://x/v0/b/x/o/catches%2Fcatch-001',
        catchLocation: 'Weston',
        imgURL: `${downloadUrl('catches/c-evil')}&variants=webp_480_960`,
        thumbURL: downloadUrl('catchThumbs/c-evil'),
        isPublic: false,
        orderRank: 2,
        photoStored: true,
      });
    // A catches admin deletes it to the bin, through the site's api.
    await signInClientAs('purge-catches', { manageCatches: true });
    await deleteCatch('c-evil');

    const purged = await purgeBin(adminDb(), adminBucket(), later());
    expect(await survivors()).toEqual(allThere);
    // Every name its files may take: photo, thumbnail and three variants (two stored).
    expect(purged).toEqual({
      items: 1,
      entries: 1,
      files: 5,
    });
    for (const name of own) expect(await exists(name)).toBe(false);
  });

  it("an article with an extra field naming other areas' files deletes none of them", async () => {
    // One area's admin (content) writes an article with fields the form has not, under the rules.
    await signInClientAs('purge-content', { manageContent: true });
    const article = doc(db, 'content', 'main', 'homeArticles', 'a-evil');
    await changeRecorded(
      article,
      { area: 'manageContent', kind: 'create', title: 'Open day' },
      () => ({
        title: 'Open day',
        text: '<p>All welcome</p>',
        createdDate: serverTimestamp(),
        picture: downloadUrl('waterImages/weston/w1'),
        photoURL: downloadUrl('memberDisplayPhotos/member-chair'),
        homeImage: downloadUrl('contentImage/home'),
      }),
    );
    await deleteArticle('a-evil');

    const purged = await purgeBin(adminDb(), adminBucket(), later());
    expect(await survivors()).toEqual(allThere);
    expect(purged).toEqual({
      items: 1,
      entries: 2,
      files: 0,
    });
  });

  it("a member's photo goes with its variants, not one a live member still shows", async () => {
    await signInClientAs('purge-committee', { manageCommittee: true });
    const fields = {
      memberName: 'Pat Roach',
      memberRole: 'Bailiff',
      contactEmail: 'pat@pac.example',
      contactNumber: '07700 900200',
      contactAddress: '1 Lake Road, Weston',
      positionRank: 7,
    };
    // A member with their own photo and its variants (as ImageField prepares them), uploaded
    // through the site: the variants are stored beside it, named after it.
    const photo = new PictureFile(new Blob(['own photo'], { type: 'image/jpeg' }), 'pat.jpg', {
      format: 'webp',
      blobs: [120, 240].map((width) => ({
        width,
        blob: new Blob([`webp ${width}`], { type: 'image/webp' }),
      })),
    });
    const own = await createMember(fields, photo);
    const ownPhoto = storageName(
      String((await adminDb().doc(`members/${own}`).get()).get('photoURL')),
    );
    const ownVariants = [`${ownPhoto}_w120`, `${ownPhoto}_w240`];
    expect(ownPhoto).toMatch(/^memberDisplayPhotos\/[0-9a-f-]+__webp_120_240$/);
    const [variant] = await adminBucket().file(ownVariants[0]!).getMetadata();
    expect(variant.contentType).toBe('image/webp');
    await deleteMember({ id: own, memberName: fields.memberName });
    // In the bin every file stays, for the restore to show again.
    expect(await Promise.all([ownPhoto, ...ownVariants].map(exists))).toEqual([true, true, true]);
    // A member showing the chairman's photo (the rules let an admin name any file of the folder),
    // and one showing the vice-chairman's, whose variants must stay with it.
    const vice = 'memberDisplayPhotos/vice__webp_120';
    await Promise.all([vice, `${vice}_w120`].map(store));
    await adminDb()
      .doc('members/member-vice')
      .set({ memberName: 'Vice', photoURL: downloadUrl(vice) });
    for (const [id, shown] of [
      ['m-copy', 'memberDisplayPhotos/member-chair'],
      ['m-copy-vice', vice],
    ] as const) {
      await changeRecorded(
        doc(db, 'members', id),
        { area: 'manageCommittee', kind: 'create', title: 'Copy' },
        () => ({ ...fields, photoURL: downloadUrl(shown) }),
      );
      await deleteMember({ id, memberName: fields.memberName });
    }

    const purged = await purgeBin(adminDb(), adminBucket(), later());
    expect(await survivors()).toEqual(allThere);
    expect(purged).toEqual({ items: 3, entries: 6, files: 3 });
    expect(await Promise.all([ownPhoto, ...ownVariants].map(exists))).toEqual([
      false,
      false,
      false,
    ]);
    expect(await Promise.all([vice, `${vice}_w120`].map(exists))).toEqual([true, true]);
    expect(await adminDb().collection('history').get()).toHaveProperty('size', 0);
  });

  it("a photo URL naming another bucket deletes nothing of this one's", async () => {
    // A member from before the rules checked pictures (or put back by a restore), whose photo is
    // another bucket's file of the same name as one of this bucket's, which no one shows.
    await store('memberDisplayPhotos/spare');
    await adminDb()
      .doc('history/members~m-other@1')
      .set({
        area: 'manageCommittee',
        path: 'members/m-other',
        rev: 1,
        kind: 'delete',
        before: {
          memberName: 'Other',
          photoURL: downloadUrl('memberDisplayPhotos/spare', 'other-project.appspot.com'),
        },
        by: 'uid-a',
        email: null,
        at: Timestamp.now(),
      });

    const purged = await purgeBin(adminDb(), adminBucket(), later());
    expect(await exists('memberDisplayPhotos/spare')).toBe(true);
    expect(purged).toEqual({ items: 1, entries: 1, files: 0 });
    expect(await survivors()).toEqual(allThere);
  });
});
