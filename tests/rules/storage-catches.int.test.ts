/**
 * storage.rules for catch photos and thumbnails. Runs only where the Storage rules runtime is
 * installed (support/storage-rules-runtime.ts); elsewhere every test here is reported as skipped,
 * and `npm test` prints why in its summary. Never counted as passed when not run.
 */
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ROLES, type Role } from './support/rules-env';
import { storageRulesRuntime } from './support/storage-rules-runtime';
import {
  bytes,
  expectAllowed,
  MB,
  storageAs,
  useStorageRulesEnv,
  type StorageClient,
} from './support/storage-rules-env';

const runtime = storageRulesRuntime();
const SUBMITTED = 'Pending0000000000002';
const ORPHAN = 'Orphan00000000000001';
const NEW = 'NewCatch000000000001';
const catchAdmin = (role: Role) => role === 'manageCatches' || role === 'superAdmin';
const jpeg = { contentType: 'image/jpeg' };

const put = (storage: StorageClient, path: string, size: number, contentType = 'image/jpeg') =>
  storage
    .ref(path)
    .put(bytes(size), { contentType })
    .then((snapshot) => snapshot);

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
      // SUBMITTED has its catch document; ORPHAN is a failed submission's leftover.
      await setDoc(doc(db, 'catches', SUBMITTED), { isPublic: false, orderRank: 1 });
    });

    describe.each(['catches', 'catchThumbs'])('%s/', (folder) => {
      const MATRIX: {
        operation: string;
        allowed: (role: Role) => boolean;
        run: (s: StorageClient) => Promise<unknown>;
      }[] = [
        {
          operation: 'get',
          allowed: () => true,
          run: (s) => s.ref(`${folder}/${SUBMITTED}`).getMetadata(),
        },
        { operation: 'list the folder', allowed: () => false, run: (s) => s.ref(folder).listAll() },
        {
          operation: 'create a new image',
          allowed: () => true,
          run: (s) => put(s, `${folder}/${NEW}`, 2048),
        },
        {
          operation: 'overwrite an image',
          allowed: () => false,
          run: (s) => put(s, `${folder}/${SUBMITTED}`, 2048),
        },
        {
          operation: "delete a submitted catch's image",
          allowed: catchAdmin,
          run: (s) => s.ref(`${folder}/${SUBMITTED}`).delete(),
        },
        {
          operation: "delete a failed submission's leftover",
          allowed: () => true,
          run: (s) => s.ref(`${folder}/${ORPHAN}`).delete(),
        },
      ];

      describe.each(MATRIX)('$operation', ({ allowed, run }) => {
        it.each(ROLES.map((role) => ({ role, allowed: allowed(role) })))(
          '$role: allowed $allowed',
          async ({ role, allowed: expected }) => {
            await expectAllowed(expected, run(storageAs(role)));
          },
        );
      });
    });

    describe('an upload by a visitor is refused when it is', () => {
      it.each([
        ['text', 'catches', 1024, 'text/plain'],
        ['HTML', 'catches', 1024, 'text/html'],
        ['an SVG image (can carry script)', 'catches', 1024, 'image/svg+xml'],
        ['untyped bytes', 'catches', 1024, 'application/octet-stream'],
        ['a photo of exactly 10 MB', 'catches', 10 * MB, 'image/jpeg'],
        ['a photo over 10 MB', 'catches', 10 * MB + 1, 'image/jpeg'],
        ['a thumbnail of 1 MB', 'catchThumbs', MB, 'image/jpeg'],
        ['in a folder of its own', 'uploads', 1024, 'image/jpeg'],
      ])('%s', async (_name, folder, size, contentType) => {
        await expectAllowed(
          false,
          put(storageAs('signedOut'), `${folder}/${NEW}`, size, contentType),
        );
      });

      it.each([
        ['a JPEG just under 10 MB', 10 * MB - 1, 'image/jpeg'],
        ['a PNG', 4096, 'image/png'],
        ['a WebP', 4096, 'image/webp'],
      ])('but accepted as %s', async (_name, size, contentType) => {
        await expectAllowed(true, put(storageAs('signedOut'), `catches/${NEW}`, size, contentType));
      });
    });
  },
);
