/**
 * `npm run backup` and `npm run restore` against the emulators: seed the demo club (plus a document
 * of every value type and a file with custom metadata), back up, wipe, restore, and compare every
 * document and every file byte for byte; a stored download URL still serves the same bytes. Bad
 * archives are refused with one sentence and nothing written; so are archives the club's signing
 * key does not vouch for (finding 10 of issue 32: forged history, a quota at 40), unless --unsigned
 * names them, and then without their history, quota and permission documents.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
import { PROJECT_ID, STORAGE_BUCKET } from '../scripts/emulators/config';
import { seedDemoData } from '../scripts/seed/seed-demo-data';
import { adminBucket, adminDb, clearAuth, clearFirestore } from './support/emulators';
import { runScript } from './support/run-script';
import { readKey, sign } from '../scripts/backup/signing';

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
let keyFile: string;

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
  // (An entry `change` removed is left out.)
  await tar.c(
    { gzip: true, file, cwd: dir },
    entries.filter((entry) => existsSync(path.join(dir, entry))),
  );
  return file;
}

/**
 * The archive with its manifest made to agree again after `change` edits the unpacked folder (or
 * the manifest, passed in): a crafted archive that passes every checksum, as an attacker would
 * make it; signed again with the club's key unless `resign` is false (then its signature is the
 * original's, which no longer matches).
 */
async function crafted(
  name: string,
  change: (dir: string, manifest: Record<string, unknown>) => Promise<void>,
  resign = true,
): Promise<string> {
  return tampered(name, async (dir) => {
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown> & {
      entries: Array<{ path: string; bytes: number; sha256: string }>;
    };
    await change(dir, manifest);
    for (const entry of manifest.entries) {
      const bytes = await readFile(path.join(dir, entry.path));
      entry.bytes = bytes.length;
      entry.sha256 = sha256(bytes);
    }
    const manifestBytes = Buffer.from(JSON.stringify(manifest));
    await writeFile(manifestFile, manifestBytes);
    if (resign) {
      const key = (await readKey(keyFile))!;
      await writeFile(path.join(dir, 'signature.json'), JSON.stringify(sign(key, manifestBytes)));
    }
  });
}

/** A small archive of this project holding exactly `documents` (path, encoded fields) and no file. */
function smallArchive(
  name: string,
  documents: Array<[string, Record<string, unknown>]>,
  resign = true,
): Promise<string> {
  return crafted(
    name,
    async (dir, manifest) => {
      const lines = documents.map(([docPath, fields]) => JSON.stringify({ path: docPath, fields }));
      await writeFile(path.join(dir, 'firestore/documents.jsonl'), `${lines.join('\n')}\n`);
      await writeFile(path.join(dir, 'storage/files.jsonl'), '');
      const counts = manifest.counts as Record<string, number>;
      Object.assign(counts, { documents: documents.length, files: 0, fileBytes: 0 });
    },
    resign,
  );
}

/** What the review found restore trusted: a forged past, a catch approved by nobody, a full hour. */
const FORGED: Array<[string, Record<string, unknown>]> = [
  [
    'history/forged-2020',
    {
      action: 'approve',
      title: 'approved in 2020',
      at: { $type: 'timestamp', seconds: 1_590_000_000, nanoseconds: 0 },
    },
  ],
  ['catchQuota/2026112720', { count: 40 }],
  ['userPermissions/intruder', { superAdmin: true }],
  ['catches/approved-by-nobody', { species: 'Carp', status: 'approved' }],
];

/** Edits every line of storage/files.jsonl of the unpacked archive in `dir`. */
async function editFileLines(
  dir: string,
  edit: (line: Record<string, unknown>, i: number) => void,
) {
  const file = path.join(dir, 'storage/files.jsonl');
  const lines = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  lines.forEach(edit);
  await writeFile(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
}

/**
 * A compression bomb: `count` entries of `megabytes` each, listed in a manifest as a backup's blobs
 * would be, streamed through gzip as it is made (nothing unpacked on disk here). The bytes are
 * zeros with one random byte in every 1,024, which gzip's fastest level packs about 140 to 1 (a
 * backup unpacks to at most 50 times its size; tar itself refuses beyond 1,000 to 1). Its default
 * level packs them tighter, at four times the time for half a gigabyte.
 */
async function bomb(name: string, count: number, megabytes: number): Promise<string> {
  const file = path.join(work, name);
  const gzip = createGzip({ level: constants.Z_BEST_SPEED });
  const written = pipeline(gzip, createWriteStream(file));
  const write = (bytes: Buffer) =>
    gzip.write(bytes) ? Promise.resolve() : once(gzip, 'drain').then(() => undefined);
  const entry = async (entryPath: string, size: number, chunk: (i: number) => Buffer) => {
    const header = Buffer.alloc(512);
    new tar.Header({ path: entryPath, size, type: 'File', mode: 0o644, mtime: new Date() }).encode(
      header,
    );
    await write(header);
    for (let done = 0, i = 0; done < size; i++) {
      const bytes = chunk(i).subarray(0, size - done);
      await write(bytes);
      done += bytes.length;
    }
    if (size % 512) await write(Buffer.alloc(512 - (size % 512)));
  };
  const manifest = Buffer.from(
    JSON.stringify({ format: 'pac-backup', version: 1, projectId: PROJECT_ID }),
  );
  await entry('manifest.json', manifest.length, () => manifest);
  const MB = 1024 * 1024;
  for (let n = 0; n < count; n++) {
    await entry(`storage/blobs/${String(n).padStart(6, '0')}`, megabytes * MB, () => {
      const chunk = Buffer.alloc(MB);
      const noise = randomBytes(MB / 1024);
      for (let k = 0; k < noise.length; k++) chunk[k * 1024] = noise[k]!;
      return chunk;
    });
  }
  gzip.end(Buffer.alloc(1024));
  await written;
  return file;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pac-backup-test-'));
  // The club's key, made as README says; every script below finds it through the environment.
  keyFile = path.join(work, 'keys', 'backup-signing-key');
  process.env.PAC_BACKUP_KEY_FILE = keyFile;
  const made = await runScript('scripts/backup.ts', ['--new-key']);
  expect(made.stderr).toBe('');
  expect(made.stdout).toMatch(
    /^Backup signing key written: .*backup-signing-key \(id [0-9a-f]{16}\)/,
  );
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
    .file('contentImage/backup-probe.webp')
    .save('the bytes of a picture', {
      resumable: false,
      contentType: 'image/webp',
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
  delete process.env.PAC_BACKUP_KEY_FILE;
  await rm(work, { recursive: true, force: true });
});

describe('backup', () => {
  it('writes one dated archive with a manifest of counts and checksums', async () => {
    expect(path.basename(archive)).toMatch(
      new RegExp(`^pac-${PROJECT_ID}-\\d{8}T\\d{6}Z\\.tar\\.gz$`),
    );
    const dir = await mkdtemp(path.join(work, 'look-'));
    await tar.x({ file: archive, cwd: dir });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'pac-backup',
      version: 1,
      projectId: PROJECT_ID,
      bucket: STORAGE_BUCKET,
      counts: {
        documents: Object.keys(documentsBefore).length,
        files: Object.keys(filesBefore).length,
      },
    });
    for (const entry of manifest.entries as Array<{ path: string; sha256: string }>) {
      expect(sha256(await readFile(path.join(dir, entry.path)))).toBe(entry.sha256);
    }
    // Signed with the club's key, over the manifest's exact bytes.
    const signature = JSON.parse(await readFile(path.join(dir, 'signature.json'), 'utf8'));
    const key = (await readKey(keyFile))!;
    expect(signature).toEqual(sign(key, await readFile(path.join(dir, 'manifest.json'))));
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
    await expectRefused(await make(), [], sentence);
  });
});

/**
 * Runs restore on `file` with `args` (and the permission documents allowed unless the test is
 * about them) and expects one sentence, nothing in the project, and nothing left in its temporary
 * folder.
 */
async function expectRefused(file: string, args: string[], sentence: RegExp) {
  const temporary = await mkdtemp(path.join(work, 'tmp-'));
  const result = await runScript('scripts/restore.ts', [file, ...args], { TMPDIR: temporary });
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(sentence);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stdout).not.toMatch(/Firestore: |Storage: |Restored/);
  expect(await isEmpty()).toBe(true);
  // (tsx keeps its own cache there.)
  expect((await readdir(temporary)).filter((entry) => entry.startsWith('pac-'))).toEqual([]);
}

describe('restore refuses what it should not trust, in one sentence, writing nothing', () => {
  it("another project's archive, unless named with --from-project", async () => {
    const foreign = await crafted('other-project.tar.gz', async (_dir, manifest) => {
      manifest.projectId = 'pac-other-club';
    });
    await expectRefused(
      foreign,
      ['--with-permissions'],
      new RegExp(
        `^✗ other-project\\.tar\\.gz cannot be restored: it was taken from project pac-other-club, not ${PROJECT_ID}; to put another project's data into ${PROJECT_ID}, say so with --from-project pac-other-club\\.$`,
        'm',
      ),
    );
    // Naming another project than the archive's does not do either.
    await expectRefused(
      foreign,
      ['--with-permissions', '--from-project', 'pac-third-club'],
      new RegExp(`it was taken from project pac-other-club, not ${PROJECT_ID}`),
    );
  });

  it('permission documents, unless asked for', async () => {
    await expectRefused(
      archive,
      [],
      new RegExp(
        `^✗ pac-${PROJECT_ID}-\\S+\\.tar\\.gz cannot be restored: it holds \\d+ permission document\\(s\\) \\(userPermissions\\), which decide who is an admin; add --with-permissions to restore them if you trust this archive, or --without-permissions to leave them out\\.$`,
        'm',
      ),
    );
  });

  it.each(['../x', '/etc/passwd', 'catches/../../x', 'backupProbe/notes.txt', 'catches/a/b'])(
    'a Storage object named %s',
    async (name) => {
      const file = await crafted('names.tar.gz', (dir) =>
        editFileLines(dir, (line, i) => {
          if (i === 0) line.name = name;
        }),
      );
      await expectRefused(
        file,
        ['--with-permissions'],
        /cannot be restored: it holds a Storage object named .*, outside the site's folders \(catches, catchThumbs, /,
      );
    },
  );

  it.each(['text/html', 'image/svg+xml', 'application/octet-stream'])(
    'a Storage object of content type %s',
    async (contentType) => {
      const file = await crafted('types.tar.gz', (dir) =>
        editFileLines(dir, (line, i) => {
          if (i === 0) line.contentType = contentType;
        }),
      );
      await expectRefused(
        file,
        ['--with-permissions'],
        new RegExp(
          `cannot be restored: its Storage object \\S+ has the content type "${contentType.replace('+', '\\+')}", and the site stores raster images only\\.$`,
          'm',
        ),
      );
    },
  );

  it('a compression bomb: one entry bigger than any backup entry, refused from its header', async () => {
    await expectRefused(
      await bomb('bomb-one.tar.gz', 1, 200),
      ['--with-permissions'],
      /^✗ bomb-one\.tar\.gz cannot be restored: its entry storage\/blobs\/000000 would unpack to 200\.0 MB, more than the 64\.0 MB any entry of a backup takes\.$/m,
    );
  });

  it('a compression bomb: many entries under the entry bound, far more than the archive can hold', async () => {
    await expectRefused(
      await bomb('bomb-many.tar.gz', 6, 48),
      ['--with-permissions'],
      /^✗ bomb-many\.tar\.gz cannot be restored: it would unpack to 288\.0 MB from [\d.]+ MB, more than the [\d.]+ MB a backup of that size can hold\.$/m,
    );
  });
});

describe('restore trusts only archives signed with the club key', () => {
  const unsignedTail =
    /; to restore it anyway without its history, quota, rank and permission documents, add --unsigned\.$/m;

  it('refuses an archive without a signature', async () => {
    const file = await tampered('unsigned.tar.gz', (dir) => rm(path.join(dir, 'signature.json')));
    await expectRefused(
      file,
      ['--with-permissions'],
      /unsigned\.tar\.gz cannot be restored: it is not signed with the club's backup key/,
    );
    await expectRefused(file, ['--with-permissions'], unsignedTail);
  });

  it('refuses an archive changed after it was signed: forged history, a quota at 40', async () => {
    const forged = await smallArchive('forged.tar.gz', FORGED, false);
    await expectRefused(
      forged,
      ['--with-permissions'],
      /^✗ forged\.tar\.gz cannot be restored: its signature does not match its contents: it was changed after the backup was taken; to restore/m,
    );
  });

  it("refuses an archive signed with another key, and a signed one when the club's key is missing", async () => {
    const otherKey = path.join(work, 'keys', 'other-key');
    expect((await runScript('scripts/backup.ts', ['--new-key', '--key', otherKey])).code).toBe(0);
    await expectRefused(
      archive,
      ['--with-permissions', '--key', otherKey],
      /cannot be restored: it is signed with another key than the club's \(.*other-key\); to restore/,
    );
    await expectRefused(
      archive,
      ['--with-permissions', '--key', path.join(work, 'keys', 'nowhere')],
      /cannot be restored: it is signed, and there is no club backup key at .*nowhere to check it with: put the club's key there or name it with --key\.$/m,
    );
  });

  it('a new key never replaces the one archives are signed with', async () => {
    const again = await runScript('scripts/backup.ts', ['--new-key']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /already holds a key; the club's archives are signed with it, so it is kept/,
    );
  });

  it('refuses a reserved document id before writing anything', async () => {
    for (const id of ['__reserved__', '..']) {
      const file = await smallArchive('reserved.tar.gz', [
        ['catches/plain', { species: 'Carp' }],
        [`catches/${id}`, { species: 'Carp' }],
      ]);
      await expectRefused(
        file,
        [],
        new RegExp(
          `^✗ reserved\\.tar\\.gz cannot be restored: it holds a document named "catches/${id.replace(/\./g, '\\.')}", an id Firestore reserves or refuses`,
          'm',
        ),
      );
    }
  });

  it('with --unsigned, restores the rest and leaves out history, quota and permissions', async () => {
    const forged = await smallArchive('forged-named.tar.gz', FORGED, false);
    const result = await runScript('scripts/restore.ts', [
      forged,
      '--unsigned',
      '--with-permissions',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Left out 3 history, quota, rank and permission documents/);
    expect(result.stdout).toMatch(
      /Restored 1 documents and 0 files \(3 left out: unsigned archive\)\./,
    );
    expect(Object.keys(await everyDocument())).toEqual(['catches/approved-by-nobody']);
    await wipe();
  });

  it('reports what was written when a write fails part-way, and leaves no temporary folder', async () => {
    // Over Firestore's 1 MiB document limit: valid in the archive, refused by the database.
    const file = await smallArchive('too-big.tar.gz', [
      ['catches/a', { species: 'Carp' }],
      ['catches/b', { species: 'Tench' }],
      ['catches/c', { notes: 'x'.repeat(1_100_000) }],
    ]);
    const temporary = await mkdtemp(path.join(work, 'tmp-'));
    const result = await runScript('scripts/restore.ts', [file], { TMPDIR: temporary });
    expect(result.code).toBe(1);
    // The emulator refuses the whole batch the big document is in; what counts is that the
    // sentence says what is really there (the review saw "3 documents" reported, none written).
    const said =
      /^✗ The restore stopped part-way: (\d) of 3 documents and 0 of 0 files were written, (\d) failed \(first: catches\/[abc]: .+\)\. Empty the project before trying again\.$/m.exec(
        result.stderr,
      );
    expect(said, result.stderr).not.toBeNull();
    expect(Number(said![1]) + Number(said![2])).toBe(3);
    expect(result.stdout).not.toMatch(/Restored|Firestore: /);
    expect(Object.keys(await everyDocument())).toHaveLength(Number(said![1]));
    expect((await readdir(temporary)).filter((entry) => entry.startsWith('pac-'))).toEqual([]);
    await wipe();
  });
});

describe('restore', () => {
  it('puts back every document and every file byte for byte, and stored download URLs serve the same bytes', async () => {
    const result = await runScript('scripts/restore.ts', [archive, '--with-permissions']);
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
    // A whole club restored through the emulators: minutes on a loaded machine, not seconds.
  }, 180_000);

  it('refuses a project that is not empty, and changes nothing in it', async () => {
    const before = await everyDocument();

    const result = await runScript('scripts/restore.ts', [archive, '--with-permissions']);

    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^✗ ${PROJECT_ID} is not empty \\(Firestore holds .*\\): restore only into an empty project, so nothing is overwritten\\.$`,
        'm',
      ),
    );
    expect(await everyDocument()).toStrictEqual(before);
  }, 180_000);
});

describe('restore, told what to trust', () => {
  it("puts another project's archive in when named, without its permission documents if so asked", async () => {
    await wipe();
    const foreign = await crafted('named-project.tar.gz', async (_dir, manifest) => {
      manifest.projectId = 'pac-other-club';
    });
    const result = await runScript('scripts/restore.ts', [
      foreign,
      '--from-project',
      'pac-other-club',
      '--without-permissions',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const expected = Object.fromEntries(
      Object.entries(documentsBefore).filter(([key]) => !key.startsWith('userPermissions/')),
    );
    expect(Object.keys(expected).length).toBeLessThan(Object.keys(documentsBefore).length);
    expect(await everyDocument()).toStrictEqual(expected);
    expect(await everyFile()).toStrictEqual(filesBefore);
    // A whole club restored through the emulators: minutes on a loaded machine, not seconds.
  }, 180_000);
});
