/**
 * Issue 32, point 3, written as the attack was: a member took back a binned catch by opening a
 * new draft under its id. The draft hid the catch from Recently deleted and made its (once
 * approved) photo the member's draft file; the member swapped the photo and deleted the draft,
 * and the admin's exact restore put the catch back in public with the swapped picture. Now no
 * draft, nor any write but the admin's exact restore, is taken under the id of a catch in the bin
 * (firestore.rules recordedCatch; storage.rules keep its files, storage-catches.int.test.ts).
 */
import { doc as seedDoc, Timestamp as SeedTimestamp, writeBatch } from 'firebase/firestore';
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  writeBatch as liteBatch,
  type DocumentData,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { historyId } from '../../src/lib/history/history-id';
import { expectAllowed, itForEachRole, nobody, uidOf, type Role } from './support/roles';
import {
  APPROVED_ID,
  DRAFT_ID,
  downloadUrl,
  draftFields,
  finishDraft,
  MEMBER,
  memberDb,
  NEW_ID,
  openDraft,
  OTHER_MEMBER,
  photosOf,
  seedCatches,
} from './support/catch-data';
import { dbAs, recordedChangeAs, storedData, useRulesEnv } from './support/rules-env';

/** An approved catch a catches admin deleted: in the bin, its document gone. */
const BINNED_ID = 'Binned00000000000005';
const BINNED_PATH = `catches/${BINNED_ID}`;

/** The catch as it was submitted (a finished, unapproved catch, as seedCatches stores them). */
function submitted(): DocumentData {
  const fields = draftFields();
  delete fields.unfinished;
  return {
    ...fields,
    imgURL: downloadUrl('catches', BINNED_ID),
    thumbURL: downloadUrl('catchThumbs', BINNED_ID),
    orderRank: 5,
    photoStored: true,
  };
}

/** The version its delete kept (approved, rev 1): what a restore must put back, and only that. */
const binnedVersion = (): DocumentData => ({ ...submitted(), isPublic: true, rev: 1 });

/** As the back office left it: approved (rev 1), then deleted to the bin (rev 2). */
async function seedBinned(db: Parameters<typeof seedCatches>[0]) {
  await seedCatches(db);
  const admin = uidOf('manageCatches');
  const batch = writeBatch(db);
  const entry = (rev: number, kind: string, before: DocumentData) => ({
    area: 'manageCatches',
    path: BINNED_PATH,
    rev,
    kind,
    before,
    by: admin,
    email: null,
    at: SeedTimestamp.now(),
    title: 'Common Carp 21 lb 8 oz by Sarah Fisher',
  });
  batch.set(seedDoc(db, 'history', historyId(BINNED_PATH, 1)), entry(1, 'approve', submitted()));
  batch.set(seedDoc(db, 'history', historyId(BINNED_PATH, 2)), entry(2, 'delete', binnedVersion()));
  await batch.commit();
}

useRulesEnv(seedBinned);

const catchAdmin = (role: Role) => role === 'manageCatches' || role === 'superAdmin';

/**
 * The admin's restore from the bin, as src/lib/history/restore.ts writes it: `version` as the
 * catch's next life (rev 3) and its history entry, in one batch.
 */
function restoreAs(role: Role, version: DocumentData = binnedVersion()) {
  const db = dbAs(role);
  const batch = liteBatch(db);
  batch.set(doc(db, BINNED_PATH), { ...version, rev: 3 });
  batch.set(doc(db, 'history', historyId(BINNED_PATH, 3)), {
    area: 'manageCatches',
    path: BINNED_PATH,
    rev: 3,
    kind: 'restore',
    before: null,
    by: uidOf(role),
    email: null,
    at: serverTimestamp(),
    from: 1,
  });
  return batch.commit();
}

/** The role matrix: each operation on a binned catch's id (and a fresh one), who may do it. */
const MATRIX: {
  operation: string;
  allowed: (role: Role) => boolean;
  run: (role: Role) => Promise<unknown>;
}[] = [
  {
    operation: "open a draft under a binned catch's id (as submit-catch.ts, counted)",
    allowed: nobody,
    run: (role) => openDraft(dbAs(role), uidOf(role), BINNED_ID),
  },
  {
    operation: 'put the binned catch back without the restore and its history entry',
    allowed: nobody,
    run: (role) => setDoc(doc(dbAs(role), BINNED_PATH), { ...binnedVersion(), rev: 3 }),
  },
  {
    operation: 'restore the binned catch exactly as deleted, recorded',
    allowed: catchAdmin,
    run: (role) => restoreAs(role),
  },
  {
    operation: 'restore the binned catch with another picture, recorded',
    allowed: nobody,
    run: (role) =>
      restoreAs(role, {
        ...binnedVersion(),
        imgURL: downloadUrl('catches', BINNED_ID).replace('token=5a1b', 'token=6666'),
      }),
  },
  {
    operation: 'open a draft under a fresh id (the submission flow)',
    allowed: (role) => role !== 'signedOut',
    run: (role) => openDraft(dbAs(role), uidOf(role), NEW_ID),
  },
];

describe.each(MATRIX)('binned catches: $operation', ({ allowed, run }) => {
  itForEachRole(allowed, run, 'write');
});

/** What Recently deleted shows: the document gone, its latest entry the delete. */
async function expectStillBinned() {
  expect(await storedData(BINNED_PATH)).toBeNull();
  expect(await storedData(`history/${historyId(BINNED_PATH, 2)}`)).toMatchObject({
    kind: 'delete',
  });
  expect(await storedData(`history/${historyId(BINNED_PATH, 3)}`)).toBeNull();
}

describe('an anonymous member taking back a binned catch (the attack)', () => {
  const member = () => memberDb(MEMBER);

  it('cannot open a draft under its id, so it stays in the bin and the submitter stays free', async () => {
    await expectAllowed(false, openDraft(member(), MEMBER, BINNED_ID));
    await expectStillBinned();
    expect((await getDoc(doc(member(), 'submitters', MEMBER))).exists()).toBe(false);
  });

  it('cannot reopen their own draft after a catches admin deleted it to the bin', async () => {
    // OTHER_MEMBER's open draft (seedCatches), deleted by a catches admin: now in the bin.
    await expectAllowed(
      true,
      recordedChangeAs('manageCatches', `catches/${DRAFT_ID}`, 'manageCatches', 'delete', null),
    );
    await expectAllowed(false, openDraft(memberDb(OTHER_MEMBER), OTHER_MEMBER, DRAFT_ID));
    expect(await storedData(`catches/${DRAFT_ID}`)).toBeNull();
  });

  it('cannot take back an approved catch the moment it is deleted', async () => {
    await expectAllowed(
      true,
      recordedChangeAs('manageCatches', `catches/${APPROVED_ID}`, 'manageCatches', 'delete', null),
    );
    await expectAllowed(false, openDraft(member(), MEMBER, APPROVED_ID));
    expect(await storedData(`catches/${APPROVED_ID}`)).toBeNull();
  });

  it("leaves the admin's restore to put back exactly the binned version", async () => {
    await expectAllowed(false, openDraft(member(), MEMBER, BINNED_ID));
    await expectAllowed(true, restoreAs('manageCatches'));
    expect(await storedData(BINNED_PATH)).toEqual({ ...binnedVersion(), rev: 3 });
    // Back in public, with the picture it had when it was deleted.
    const seen = await getDoc(doc(member(), 'catches', BINNED_ID));
    expect(seen.get('imgURL')).toBe(downloadUrl('catches', BINNED_ID));
    // Restored, it is a finished catch: still not the member's draft.
    await expectAllowed(false, openDraft(member(), MEMBER, BINNED_ID));
  });

  it('still submits a catch under a fresh id, draft then photos', async () => {
    await expectAllowed(false, openDraft(member(), MEMBER, BINNED_ID));
    await expectAllowed(true, openDraft(member(), MEMBER, NEW_ID));
    await expectAllowed(
      true,
      finishDraft(member(), MEMBER, NEW_ID, await photosOf(member(), NEW_ID)),
    );
    expect(await storedData(`catches/${NEW_ID}`)).toMatchObject({ ownerUid: MEMBER });
    await expectStillBinned();
  });
});
