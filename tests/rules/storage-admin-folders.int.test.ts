/**
 * storage.rules for the admin areas' pictures. Runs only where the Storage rules runtime is
 * installed (support/storage-rules-runtime.ts); elsewhere reported as skipped, and `npm test`
 * prints why in its summary.
 */
import { describe, it } from 'vitest';
import type { PermissionFlag } from '../../src/features/auth/types';
import { expectAllowed, flagHolder, itForEachRole, type Role } from './support/roles';
import { storageRulesRuntime } from './support/storage-rules-runtime';
import {
  bytes,
  MB,
  storageAs,
  useStorageRulesEnv,
  type StorageClient,
} from './support/storage-rules-env';

const runtime = storageRulesRuntime();

const FOLDERS: {
  folder: string;
  existing: string;
  created: string;
  flag: PermissionFlag;
  /** The content type it takes (else a JPEG). */
  type?: string;
}[] = [
  {
    folder: 'memberDisplayPhotos',
    existing: 'memberDisplayPhotos/m1',
    created: 'memberDisplayPhotos/m2',
    flag: 'manageCommittee',
  },
  {
    folder: 'contentImage',
    existing: 'contentImage/main',
    created: 'contentImage/other',
    flag: 'manageContent',
  },
  {
    folder: 'contactImage',
    existing: 'contactImage/image',
    created: 'contactImage/second',
    flag: 'manageContacts',
  },
  {
    folder: 'waterImages/clayEnd',
    existing: 'waterImages/clayEnd/e1',
    created: 'waterImages/clayEnd/e2',
    flag: 'manageWaters',
  },
  // The crest: SVG, PNG or WebP only (prepare-crest.ts), under 512 KB.
  {
    folder: 'clubCrest',
    existing: 'clubCrest/c1',
    created: 'clubCrest/c2',
    flag: 'manageClub',
    type: 'image/svg+xml',
  },
];

const put = (storage: StorageClient, path: string, size = 2048, contentType = 'image/jpeg') =>
  storage
    .ref(path)
    .put(bytes(size), { contentType })
    .then((snapshot) => snapshot);

describe.skipIf(!runtime.available)(
  runtime.available
    ? 'storage.rules: admin folders'
    : `storage.rules: admin folders (NOT RUN: ${runtime.reason})`,
  () => {
    useStorageRulesEnv(async (storage) => {
      for (const { existing } of FOLDERS) {
        await storage.ref(existing).put(bytes(1024), { contentType: 'image/jpeg' });
      }
    });

    describe.each(FOLDERS)('$folder/ ($flag)', ({ folder, existing, created, flag, type }) => {
      const writer = flagHolder(flag);
      const MATRIX: {
        operation: string;
        allowed: (role: Role) => boolean;
        run: (s: StorageClient) => Promise<unknown>;
      }[] = [
        { operation: 'get', allowed: () => true, run: (s) => s.ref(existing).getMetadata() },
        { operation: 'list', allowed: () => false, run: (s) => s.ref(folder).listAll() },
        { operation: 'create', allowed: writer, run: (s) => put(s, created, 2048, type) },
        { operation: 'overwrite', allowed: writer, run: (s) => put(s, existing, 2048, type) },
        { operation: 'delete', allowed: writer, run: (s) => s.ref(existing).delete() },
      ];

      describe.each(MATRIX)('$operation', ({ operation, allowed, run }) => {
        const reads = operation === 'get' || operation === 'list';
        itForEachRole(allowed, (role) => run(storageAs(role)), reads ? 'read' : 'write');
      });

      it(`refuses a non-image from ${flag}`, async () => {
        await expectAllowed(false, put(storageAs(flag), created, 1024, 'text/html'));
      });

      it(`refuses an image of 10 MB from ${flag}`, async () => {
        await expectAllowed(false, put(storageAs(flag), created, 10 * MB, type));
      });
    });
  },
);
