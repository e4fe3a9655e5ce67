/**
 * storage.rules for catch photos, thumbnails and the photos' variants: bound to their catch. A member uploads each file
 * once, only to their own unfinished draft (firestore.rules); after that (finished, approved)
 * only manageCatches adds, replaces or deletes them. Runs only where the Storage rules runtime is
 * available (support/storage-rules-runtime.ts); elsewhere reported as not run, never as passed.
 */
import { doc, setDoc, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { memberDb, openDraft } from './support/catch-data';
import { expectAllowed, itForEachRole, type Role, ROLES, uidOf } from './support/roles';
import { storageRulesRuntime } from './support/storage-rules-runtime';
import {
  bytes,
  MB,
  storageAs,
  storageEnv,
  useStorageRulesEnv,
  type StorageClient,
} from './support/storage-rules-env';

const runtime = storageRulesRuntime();

/** One operation of a folder's matrix: which roles it is allowed to, and how each tries it. */
interface StorageRow {
  operation: string;
  allowed: (role: Role) => boolean;
  run: (s: StorageClient) => Promise<unknown>;
}

/** Each row tried as every role: a get or list is a read, anything else a write. */
function describeMatrix(rows: StorageRow[]) {
  describe.each(rows)('$operation', ({ operation, allowed, run }) => {
    const reads = /^(get|list) /.test(operation);
    itForEachRole(allowed, (role) => run(storageAs(role)), reads ? 'read' : 'write');
  });
}
const MEMBER = 'anon-member-1';
const OTHER_MEMBER = 'anon-member-2';
/** MEMBER's finished catch, waiting for approval, with photo and thumbnail. */
const SUBMITTED = 'Pending0000000000002';
/** MEMBER's approved catch, with a photo but no thumbnail. */
const APPROVED = 'Approved000000000001';
/** MEMBER's open draft, no files yet. */
const DRAFT = 'Draft000000000000003';
/** OTHER_MEMBER's open draft. */
const OTHER_DRAFT = 'Draft000000000000004';
/** Files of a submission from before drafts, with no catch document. */
const ORPHAN = 'Orphan00000000000001';
/** No catch document at all. */
const NEW = 'NewCatch000000000001';
/** An approved catch of MEMBER's that a catches admin deleted: in the bin, with its files. */
const BINNED = 'Binned00000000000005';
/**
 * Another binned catch of MEMBER's, under which MEMBER opened a draft before firestore.rules
 * refused one (issue 32: the catch "taken back").
 */
const TAKEN_BACK = 'Binned00000000000006';

const catchAdmin = (role: Role) => role === 'manageCatches' || role === 'superAdmin';
const jpeg = { contentType: 'image/jpeg' };
const webp = { contentType: 'image/webp' };
/** The catch's variant number `index` (src/config/catch-photo-variants.ts). */
const variant = (id: string, index = 0) => `catchPhotoVariants/${id}/${index}`;

const put = (storage: StorageClient, path: string, size = 2048, contentType = 'image/jpeg') =>
  storage
    .ref(path)
    .put(bytes(size), { contentType })
    .then((snapshot) => snapshot);

const member = (uid = MEMBER) => storageEnv().authenticatedContext(uid).storage();
/** A member as the site signs them in: an anonymous Firebase Auth user. */
const anonymous = (uid = MEMBER) =>
  storageEnv()
    .authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } })
    .storage();

const draft = (ownerUid: string): DocumentData => ({
  memberName: 'Sarah Fisher',
  catchLocation: 'Clay End',
  fishType: 'Common Carp',
  isPublic: false,
  ownerUid,
  submittedAt: Timestamp.now(),
});
const finished = (extra: DocumentData = {}) => ({
  ...draft(MEMBER),
  imgURL: 'http://127.0.0.1/x',
  orderRank: 1_763_900_000_000_000,
  ...extra,
});

/**
 * `id` deleted to the bin by a catches admin, as src/lib/history writes it: the document gone, its
 * delete entry (rev 1) keeping the approved catch. Its files stay until the purge.
 */
async function seedBinned(db: Firestore, id: string) {
  await setDoc(doc(db, 'history', `catches~${id}@1`), {
    area: 'manageCatches',
    path: `catches/${id}`,
    rev: 1,
    kind: 'delete',
    before: finished({ isPublic: true }),
    by: uidOf('manageCatches'),
    email: null,
    at: Timestamp.now(),
  });
}

/** The size of a stored file, read with the rules off (the seed's files are 1024 bytes). */
async function storedSize(path: string): Promise<number | undefined> {
  let size: number | undefined;
  await storageEnv().withSecurityRulesDisabled(async (context) => {
    size = await context
      .storage()
      .ref(path)
      .getMetadata()
      .then((metadata: { size: number }) => metadata.size)
      .catch(() => undefined);
  });
  return size;
}

describe.skipIf(!runtime.available)(
  runtime.available
    ? 'storage.rules: catches'
    : `storage.rules: catches (NOT RUN: ${runtime.reason})`,
  () => {
    useStorageRulesEnv(async (storage, db) => {
      for (const folder of ['catches', 'catchThumbs']) {
        await storage.ref(`${folder}/${SUBMITTED}`).put(bytes(1024), jpeg);
        await storage.ref(`${folder}/${ORPHAN}`).put(bytes(1024), jpeg);
      }
      await storage.ref(`catches/${APPROVED}`).put(bytes(1024), jpeg);
      for (const id of [SUBMITTED, APPROVED, BINNED])
        await storage.ref(variant(id)).put(bytes(1024), webp);
      for (const id of [BINNED, TAKEN_BACK])
        for (const folder of ['catches', 'catchThumbs'])
          await storage.ref(`${folder}/${id}`).put(bytes(1024), jpeg);
      await seedBinned(db, BINNED);
      await seedBinned(db, TAKEN_BACK);
      await setDoc(doc(db, 'catches', TAKEN_BACK), draft(MEMBER));
      await setDoc(doc(db, 'catches', SUBMITTED), finished());
      await setDoc(doc(db, 'catches', APPROVED), finished({ isPublic: true }));
      await setDoc(doc(db, 'catches', DRAFT), draft(MEMBER));
      await setDoc(doc(db, 'catches', OTHER_DRAFT), draft(OTHER_MEMBER));
    });

    describe.each(['catches', 'catchThumbs'])('%s/', (folder) => {
      const MATRIX: StorageRow[] = [
        {
          // Issue 21: a pending catch's file is its submitter's and the catches admins' only.
          operation: 'get a pending catch (not approved yet)',
          allowed: catchAdmin,
          run: (s) => s.ref(`${folder}/${SUBMITTED}`).getMetadata(),
        },
        {
          operation: 'get an approved catch',
          allowed: () => true,
          run: (s) => s.ref(`catches/${APPROVED}`).getMetadata(),
        },
        {
          operation: 'get a file with no catch behind it',
          allowed: catchAdmin,
          run: (s) => s.ref(`${folder}/${ORPHAN}`).getMetadata(),
        },
        { operation: 'list the folder', allowed: () => false, run: (s) => s.ref(folder).listAll() },
        {
          operation: 'upload for a catch that does not exist',
          allowed: catchAdmin,
          run: (s) => put(s, `${folder}/${NEW}`),
        },
        {
          operation: "upload to a member's draft",
          allowed: catchAdmin,
          run: (s) => put(s, `${folder}/${OTHER_DRAFT}`),
        },
        {
          operation: "overwrite a submitted catch's image",
          allowed: catchAdmin,
          run: (s) => put(s, `${folder}/${SUBMITTED}`),
        },
        {
          operation: "delete a submitted catch's image",
          allowed: catchAdmin,
          run: (s) => s.ref(`${folder}/${SUBMITTED}`).delete(),
        },
        {
          operation: 'delete a leftover file without a catch',
          allowed: catchAdmin,
          run: (s) => s.ref(`${folder}/${ORPHAN}`).delete(),
        },
        // Issue 32: a binned catch's files stay as deleted, for its restore (or its purge).
        {
          operation: "get a binned catch's file",
          allowed: catchAdmin,
          run: (s) => s.ref(`${folder}/${BINNED}`).getMetadata(),
        },
        {
          operation: "overwrite a binned catch's file",
          allowed: () => false,
          run: (s) => put(s, `${folder}/${BINNED}`),
        },
        {
          operation: "delete a binned catch's file",
          allowed: () => false,
          run: (s) => s.ref(`${folder}/${BINNED}`).delete(),
        },
        {
          operation: "overwrite the file of a binned catch taken back under a member's draft",
          allowed: () => false,
          run: (s) => put(s, `${folder}/${TAKEN_BACK}`),
        },
        {
          operation: "delete the file of a binned catch taken back under a member's draft",
          allowed: () => false,
          run: (s) => s.ref(`${folder}/${TAKEN_BACK}`).delete(),
        },
      ];

      describeMatrix(MATRIX);
    });

    // Issue 35: the photo smaller, as the catch page shows it; read and written as the photo is.
    describe('catchPhotoVariants/', () => {
      const MATRIX: StorageRow[] = [
        {
          operation: 'get a pending catch (not approved yet)',
          allowed: catchAdmin,
          run: (s) => s.ref(variant(SUBMITTED)).getMetadata(),
        },
        {
          operation: 'get an approved catch',
          allowed: () => true,
          run: (s) => s.ref(variant(APPROVED)).getMetadata(),
        },
        {
          operation: "upload to a member's draft",
          allowed: catchAdmin,
          run: (s) => put(s, variant(OTHER_DRAFT), 2048, 'image/webp'),
        },
        {
          operation: "overwrite a binned catch's variant",
          allowed: () => false,
          run: (s) => put(s, variant(BINNED), 2048, 'image/webp'),
        },
      ];

      describeMatrix(MATRIX);
    });

    describe("the submitter's own files", () => {
      it("reads their pending catch's photo, which a stranger cannot (issue 21)", async () => {
        await expectAllowed(true, member().ref(`catches/${SUBMITTED}`).getMetadata());
        await expectAllowed(true, member().ref(`catchThumbs/${SUBMITTED}`).getMetadata());
        await expectAllowed(false, member(OTHER_MEMBER).ref(`catches/${SUBMITTED}`).getMetadata());
        await expectAllowed(
          false,
          storageEnv().unauthenticatedContext().storage().ref(`catches/${SUBMITTED}`).getMetadata(),
        );
      });

      it('uploads the photo and thumbnail to their draft, and may remove them again', async () => {
        await expectAllowed(true, put(member(), `catches/${DRAFT}`));
        await expectAllowed(true, put(member(), `catchThumbs/${DRAFT}`));
        await expectAllowed(true, member().ref(`catches/${DRAFT}`).delete());
      });

      it('refuses a second upload over a file of their draft', async () => {
        await put(member(), `catches/${DRAFT}`);
        await expectAllowed(false, put(member(), `catches/${DRAFT}`));
      });

      it('uploads three variants to their draft, each once, WebP or JPEG under 1 MB', async () => {
        await expectAllowed(true, put(member(), variant(DRAFT, 0), MB - 1, 'image/webp'));
        await expectAllowed(true, put(member(), variant(DRAFT, 2), 2048, 'image/jpeg'));
        await expectAllowed(false, put(member(), variant(DRAFT, 0), 2048, 'image/webp'));
        await expectAllowed(false, put(member(), variant(DRAFT, 3), 2048, 'image/webp'));
        await expectAllowed(false, put(member(), `catchPhotoVariants/${DRAFT}/w480`, 2048));
        await expectAllowed(false, put(member(), variant(DRAFT, 1), MB, 'image/webp'));
        await expectAllowed(false, put(member(), variant(DRAFT, 1), 2048, 'image/png'));
        await expectAllowed(false, put(member(OTHER_MEMBER), variant(DRAFT, 1), 2048));
        await expectAllowed(true, member().ref(variant(DRAFT, 0)).delete());
      });

      it('refuses a late thumbnail for their finished catch', async () => {
        await storageEnv().withSecurityRulesDisabled((context) =>
          context.storage().ref(`catchThumbs/${SUBMITTED}`).delete(),
        );
        await expectAllowed(false, put(member(), `catchThumbs/${SUBMITTED}`));
      });

      it('refuses a late thumbnail or variant for their approved catch', async () => {
        await expectAllowed(false, put(member(), `catchThumbs/${APPROVED}`));
        // A variant the admin never saw would reach the public page (storage.rules, ownDraft).
        await expectAllowed(false, put(member(), variant(APPROVED, 1), 2048, 'image/webp'));
        await expectAllowed(false, put(member(), variant(SUBMITTED, 1), 2048, 'image/webp'));
      });

      it('refuses a replaced photo on their finished or approved catch', async () => {
        await expectAllowed(false, put(member(), `catches/${SUBMITTED}`));
        await expectAllowed(false, put(member(), `catches/${APPROVED}`));
      });

      it('refuses deleting the files of their finished catch', async () => {
        await expectAllowed(false, member().ref(`catches/${SUBMITTED}`).delete());
      });

      it("refuses uploads to another member's draft, and signed-out uploads", async () => {
        await expectAllowed(false, put(member(OTHER_MEMBER), `catches/${DRAFT}`));
        await expectAllowed(false, put(storageAs('signedOut'), `catches/${DRAFT}`));
      });

      it('lets a catches admin add a late thumbnail to an approved catch', async () => {
        await expectAllowed(true, put(storageAs('manageCatches'), `catchThumbs/${APPROVED}`));
        await expectAllowed(false, put(storageAs(ROLES[1]!), `catchThumbs/${APPROVED}`));
        await expectAllowed(false, put(member(uidOf('noPermissions')), `catches/${APPROVED}`));
      });
    });

    describe('a binned catch taken back by its member (issue 32, the attack)', () => {
      it('refuses the draft under its id, then the removal and the swap of its photo', async () => {
        await expectAllowed(false, openDraft(memberDb(MEMBER), MEMBER, BINNED));
        for (const folder of ['catches', 'catchThumbs']) {
          await expectAllowed(false, anonymous().ref(`${folder}/${BINNED}`).delete());
          await expectAllowed(false, put(anonymous(), `${folder}/${BINNED}`, 4096));
          expect(await storedSize(`${folder}/${BINNED}`)).toBe(1024);
        }
      });

      it('refuses the files to a draft opened under its id before the rules refused one', async () => {
        for (const folder of ['catches', 'catchThumbs']) {
          await expectAllowed(false, anonymous().ref(`${folder}/${TAKEN_BACK}`).delete());
          await expectAllowed(false, put(anonymous(), `${folder}/${TAKEN_BACK}`, 4096));
          expect(await storedSize(`${folder}/${TAKEN_BACK}`)).toBe(1024);
        }
        // With the photo gone (as the attack left it), the upload is still refused.
        await storageEnv().withSecurityRulesDisabled((context) =>
          context.storage().ref(`catches/${TAKEN_BACK}`).delete(),
        );
        await expectAllowed(false, put(anonymous(), `catches/${TAKEN_BACK}`, 4096));
        expect(await storedSize(`catches/${TAKEN_BACK}`)).toBeUndefined();
        await expectAllowed(false, put(anonymous(), variant(TAKEN_BACK), 4096, 'image/webp'));
      });

      it('still takes the files of a fresh draft, and a catches admin the files of a new id', async () => {
        await expectAllowed(true, put(anonymous(), `catches/${DRAFT}`));
        await expectAllowed(true, put(anonymous(), `catchThumbs/${DRAFT}`));
        await expectAllowed(true, put(storageAs('manageCatches'), `catches/${NEW}`));
      });
    });

    describe('an upload to their draft is refused when it is', () => {
      it.each([
        ['text', 'catches', 1024, 'text/plain'],
        ['HTML', 'catches', 1024, 'text/html'],
        ['an SVG image (can carry script)', 'catches', 1024, 'image/svg+xml'],
        ['untyped bytes', 'catches', 1024, 'application/octet-stream'],
        // Issue 21: a draft's files count against what one identity may hold (4 MB + 512 KB).
        ['a photo of exactly 4 MB', 'catches', 4 * MB, 'image/jpeg'],
        ['a photo over 10 MB', 'catches', 10 * MB + 1, 'image/jpeg'],
        ['a thumbnail of 512 KB', 'catchThumbs', MB / 2, 'image/jpeg'],
        ['in a folder of its own', 'uploads', 1024, 'image/jpeg'],
      ])('%s', async (_name, folder, size, contentType) => {
        await expectAllowed(false, put(member(), `${folder}/${DRAFT}`, size, contentType));
      });

      it.each([
        ['a JPEG just under 4 MB', 4 * MB - 1, 'image/jpeg'],
        ['a PNG', 4096, 'image/png'],
        ['a WebP', 4096, 'image/webp'],
      ])('but accepted as %s', async (_name, size, contentType) => {
        await expectAllowed(true, put(member(), `catches/${DRAFT}`, size, contentType));
      });
    });
  },
);
