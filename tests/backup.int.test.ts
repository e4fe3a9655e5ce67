/**
 * `npm run backup` and `npm run restore` against the emulators: seed the demo club (plus a document
 * of every value type and a file with custom metadata), back up, wipe, restore, and compare every
 * document and every file byte for byte; a stored download URL still serves the same bytes. Bad
 * archives are refused with one sentence and nothing written.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DocumentReference,
  FieldValue,
  GeoPoint,
  Timestamp,
  type CollectionReference,
} from 'firebase-admin/firestore';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../scripts/seed/seed-demo-data';
import { adminBucket, adminDb, clearAuth, clearFirestore } from './support/emulators';
import { runScript } from './support/run-script';

// The emulators need no Google metadata server; looking for one only prints a warning.
process.env.METADATA_SERVER_DETECTION ??= 'none';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Firestore values in a plain comparable form, written independently of the backup's codec. */
function plain(value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) return `number:${value}`;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Timestamp) return `timestamp:${value.seconds}.${value.nanoseconds}`;
  if (value instanceof GeoPoint) return `geopoint:${value.latitude},${value.longitude}`;
  if (value instanceof DocumentReference) return `reference:${value.path}`;
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('base64')}`;
  if ('toArray' in value) return `vector:${(value as { toArray(): number[] }).toArray().join(',')}`;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, plain(field)]));
}

async function everyDocument(): Promise<Record<string, unknown>> {
  const documents: Record<string, unknown> = {};
  async function walk(collections: CollectionReference[]) {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        const snapshot = await ref.get();
        if (snapshot.exists) documents[ref.path] = plain(snapshot.data());
        await walk(await ref.listCollections());
      }
    }
  }
  await walk(await adminDb().listCollections());
  return documents;
}

async function everyFile(): Promise<Record<string, unknown>> {
  const [files] = await adminBucket().getFiles();
  const out: Record<string, unknown> = {};
  for (const file of files) {
    const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
    out[file.name] = {
      sha256: sha256(bytes),
      size: bytes.length,
      contentType: metadata.contentType,
      cacheControl: metadata.cacheControl,
      metadata: metadata.metadata,
    };
  }
  return out;
}

async function wipe() {
  await clearFirestore();
  await adminBucket().deleteFiles({ force: true });
}

async function isEmpty(): Promise<boolean> {
  const [files] = await adminBucket().getFiles({ maxResults: 1, autoPaginate: false });
  return (await adminDb().listCollections()).length === 0 && files.length === 0;
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

let work: string;
let archive: string;
let documentsBefore: Record<string, unknown>;
let filesBefore: Record<string, unknown>;
let catchPhotoUrl: string;
let catchPhotoSha: string;

/** Unpacks `archive`, lets `change` edit the folder, and packs it again as `name`. */
async function tampered(name: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'tamper-'));
  await tar.x({ file: archive, cwd: dir });
  await change(dir);
  const file = path.join(work, name);
  const entries: string[] = [];
  await tar.t({
    file: archive,
    onReadEntry: (entry) => {
      entries.push(entry.path);
    },
  });
  await tar.c({ gzip: true, file, cwd: dir }, entries);
  return file;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pac-backup-test-'));
  await clearAuth();
  await wipe();
  await seedDemoData();
  const db = adminDb();
  await db.doc('backupProbe/types').set({
    when: new Timestamp(1_700_000_000, 123_456_789),
    where: new GeoPoint(51.5, -0.12),
    ref: db.doc('catches/some-catch'),
    bytes: Buffer.from([0, 1, 2, 255]),
    nothing: null,
    nested: { deeper: { list: [1, 'two', { three: true }], $type: 'not a tag' } },
    notANumber: Number.NaN,
    minusInfinity: Number.NEGATIVE_INFINITY,
    half: 1.5,
    emptyMap: {},
    emptyList: [],
    vector: FieldValue.vector([0.5, 1]),
  });
  // A subcollection under a document that does not exist: a plain query would never find it.
  await db.doc('ghostParent/missing/children/kid').set({ name: 'under a missing parent' });
  await adminBucket()
    .file('backupProbe/notes.txt')
    .save('plain text, not an image', {
      resumable: false,
      contentType: 'text/plain; charset=utf-8',
      metadata: {
        cacheControl: 'no-cache',
        metadata: { firebaseStorageDownloadTokens: 'probe-token', owner: 'backup test' },
      },
    });

  documentsBefore = await everyDocument();
  filesBefore = await everyFile();
  const approved = (await db.collection('catches').get()).docs.find((doc) => doc.data().imgURL);
  catchPhotoUrl = approved!.data().imgURL as string;
  catchPhotoSha = sha256(await fetchBytes(catchPhotoUrl));

  const backup = await runScript('scripts/backup.ts', ['--out', work]);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  archive = /Backup written: (\S+)/.exec(backup.stdout)![1]!;
  await wipe();
}, 180_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('backup', () => {
  it('writes one dated archive with a manifest of counts and checksums', async () => {
    expect(path.basename(archive)).toMatch(/^pac-demo-pac-\d{8}T\d{6}Z\.tar\.gz$/);
    const dir = await mkdtemp(path.join(work, 'look-'));
    await tar.x({ file: archive, cwd: dir });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'pac-backup',
      version: 1,
      projectId: 'demo-pac',
      bucket: 'demo-pac.appspot.com',
      counts: {
        documents: Object.keys(documentsBefore).length,
        files: Object.keys(filesBefore).length,
      },
    });
    for (const entry of manifest.entries as Array<{ path: string; sha256: string }>) {
      expect(sha256(await readFile(path.join(dir, entry.path)))).toBe(entry.sha256);
    }
  });
});

describe('restore refuses a bad archive before writing anything', () => {
  const refusals: Array<[string, () => Promise<string>, RegExp]> = [
    [
      'a truncated archive',
      async () => {
        const file = path.join(work, 'truncated.tar.gz');
        const bytes = await readFile(archive);
        await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
        return file;
      },
      /^✗ truncated\.tar\.gz cannot be restored: it is truncated or damaged/,
    ],
    [
      'a foreign archive',
      async () => {
        const dir = await mkdtemp(path.join(work, 'foreign-'));
        await writeFile(path.join(dir, 'notes.txt'), 'someone else’s files');
        const file = path.join(work, 'foreign.tar.gz');
        await tar.c({ gzip: true, file, cwd: dir }, ['notes.txt']);
        return file;
      },
      /^✗ foreign\.tar\.gz cannot be restored: it is not a PAC backup \(no manifest\.json\)\.$/m,
    ],
    [
      'an archive whose documents were changed',
      () =>
        tampered('edited.tar.gz', async (dir) => {
          const file = path.join(dir, 'firestore/documents.jsonl');
          await writeFile(file, (await readFile(file, 'utf8')).replace('Weston', 'Eastern'));
        }),
      /^✗ edited\.tar\.gz cannot be restored: the checksum of firestore\/documents\.jsonl does not match its manifest\.$/m,
    ],
    [
      'an archive of an unknown format version',
      () =>
        tampered('future.tar.gz', async (dir) => {
          const file = path.join(dir, 'manifest.json');
          const manifest = JSON.parse(await readFile(file, 'utf8'));
          await writeFile(file, JSON.stringify({ ...manifest, version: 2 }));
        }),
      /^✗ future\.tar\.gz cannot be restored: it is format version 2, and this restore reads version 1 only\.$/m,
    ],
  ];

  it.each(refusals)('%s', async (_name, make, sentence) => {
    const bad = await make();
    const result = await runScript('scripts/restore.ts', [bad]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(sentence);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(await isEmpty()).toBe(true);
  });
});

describe('restore', () => {
  it('puts back every document and every file byte for byte, and stored download URLs serve the same bytes', async () => {
    const result = await runScript('scripts/restore.ts', [archive]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const documentsAfter = await everyDocument();
    expect(Object.keys(documentsAfter).filter((key) => /^catches\/[^/]+$/.test(key))).toHaveLength(
      40,
    );
    expect(documentsAfter['ghostParent/missing/children/kid']).toEqual({
      name: 'under a missing parent',
    });
    expect(documentsAfter).toStrictEqual(documentsBefore);
    expect(await everyFile()).toStrictEqual(filesBefore);
    expect(sha256(await fetchBytes(catchPhotoUrl))).toBe(catchPhotoSha);
  });

  it('refuses a project that is not empty, and changes nothing in it', async () => {
    const before = await everyDocument();

    const result = await runScript('scripts/restore.ts', [archive]);

    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^✗ demo-pac is not empty \(Firestore holds .*\): restore only into an empty project, so nothing is overwritten\.$/m,
    );
    expect(await everyDocument()).toStrictEqual(before);
  });
});
