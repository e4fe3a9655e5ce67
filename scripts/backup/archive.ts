/**
 * Writing and reading the backup archive (.tar.gz). Reading validates the WHOLE archive first.
 * Before anything is unpacked, the archive is read as a stream (nothing written): every entry's
 * name, type and size from its tar header, and the manifest, so a foreign project, an entry the
 * manifest does not list, or more bytes than the bounds of trust.ts are refused with no temporary
 * space used. Then the listed entries are unpacked and checked: every entry's size and SHA-256,
 * every line parsed, every object name and content type (trust.ts). Only then does restore write
 * anything.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import {
  DOCUMENTS,
  documentLineSchema,
  FILES,
  fileLineSchema,
  FORMAT_NAME,
  FORMAT_VERSION,
  isWritableId,
  MANIFEST,
  manifestSchema,
  type DocumentLine,
  type FileLine,
  type Manifest,
} from './format.ts';
import { OpsError } from '../ops/target.ts';
import {
  EXPECTED_FOLDERS,
  isExpectedObjectName,
  isRasterImage,
  MAX_ENTRY_BYTES,
  MAX_EXPANSION,
  MAX_MANIFEST_BYTES,
  MAX_TOTAL_BYTES,
  MIN_EXPANSION_ALLOWANCE,
  PERMISSIONS_COLLECTION,
  SIGNED_ONLY_COLLECTIONS,
  type RestoreTrust,
} from './trust.ts';
import { sign, SIGNATURE, verify, type SigningKey } from './signing.ts';

/** A folder the archive is built in, entry by entry, with each entry's checksum kept. */
export class ArchiveBuilder {
  readonly entries: Manifest['entries'] = [];
  private constructor(readonly dir: string) {}

  static async create(): Promise<ArchiveBuilder> {
    return new ArchiveBuilder(await mkdtemp(path.join(tmpdir(), 'pac-backup-')));
  }

  async add(entry: string, data: Buffer | string): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const file = path.join(this.dir, entry);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    this.entries.push({
      path: entry,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }

  /**
   * Writes `target` through a .partial file, so an interrupted backup never looks complete (and a
   * failed one leaves no .partial behind), with the manifest signed by `key`.
   */
  async write(target: string, manifest: Omit<Manifest, 'entries'>, key: SigningKey): Promise<void> {
    const full: Manifest = { ...manifest, entries: this.entries };
    const manifestBytes = Buffer.from(`${JSON.stringify(full, null, 2)}\n`, 'utf8');
    await writeFile(path.join(this.dir, MANIFEST), manifestBytes);
    await writeFile(
      path.join(this.dir, SIGNATURE),
      `${JSON.stringify(sign(key, manifestBytes), null, 2)}\n`,
    );
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    try {
      await tar.c({ gzip: true, file: partial, cwd: this.dir, portable: true }, [
        MANIFEST,
        SIGNATURE,
        ...this.entries.map((entry) => entry.path),
      ]);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  dispose(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}

export interface OpenedArchive {
  manifest: Manifest;
  documents: DocumentLine[];
  files: FileLine[];
  /** Documents of SIGNED_ONLY_COLLECTIONS left out of an archive restored with --unsigned. */
  leftOut: number;
  readBlob(entry: string): Promise<Buffer>;
  dispose(): Promise<void>;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function parseLines<T>(
  text: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  what: string,
): T[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line, index) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = undefined;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new Error(`line ${index + 1} of ${what} is not valid`);
      return parsed.data;
    });
}

interface ScannedEntry {
  path: string;
  size: number;
}

/**
 * Reads the archive's tar headers (and the manifest's bytes) without writing anything: what it
 * holds, how big each entry says it is, and the first entry that is not a plain file or folder
 * with a plain relative path.
 */
async function scanArchive(archive: string) {
  const files: ScannedEntry[] = [];
  let unsafe: string | undefined;
  const small: Record<string, Buffer> = {};
  await tar.t({
    file: archive,
    strict: true,
    onReadEntry: (entry) => {
      const normal = path.posix.normalize(entry.path);
      const plain =
        (entry.type === 'File' || entry.type === 'Directory') &&
        !normal.startsWith('..') &&
        !path.posix.isAbsolute(normal) &&
        !entry.path.includes('\\');
      if (!plain) {
        unsafe ??= entry.path;
        return;
      }
      if (entry.type !== 'File') return;
      files.push({ path: normal, size: entry.size });
      if ((normal === MANIFEST || normal === SIGNATURE) && entry.size <= MAX_MANIFEST_BYTES) {
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (small[normal] = Buffer.concat(chunks)));
      }
    },
  });
  return { files, unsafe, manifestBytes: small[MANIFEST], signatureBytes: small[SIGNATURE] };
}

function sizeWords(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Opens and fully validates `archive` for a restore into `targetProject`, or refuses with one
 * sentence. Nothing is written anywhere but a bounded temporary folder, and that only once the
 * archive's headers and manifest have been checked.
 */
export async function openArchive(
  archive: string,
  targetProject: string,
  trust: RestoreTrust = {},
): Promise<OpenedArchive> {
  const name = path.basename(archive);
  const refuse = (why: string) => new OpsError(`${name} cannot be restored: ${why}.`);
  const size = await stat(archive).then(
    (info) => info.size,
    () => {
      throw refuse('there is no such file');
    },
  );
  if (size === 0) throw refuse('the file is empty');

  let scanned: Awaited<ReturnType<typeof scanArchive>>;
  try {
    scanned = await scanArchive(archive);
  } catch (error) {
    throw refuse(
      `it is truncated or damaged, or not a .tar.gz archive (${(error as Error).message})`,
    );
  }
  if (scanned.unsafe) throw refuse(`it holds an entry a PAC backup never has (${scanned.unsafe})`);
  const names = new Set(scanned.files.map((file) => file.path));
  if (!names.has(MANIFEST)) throw refuse(`it is not a PAC backup (no ${MANIFEST})`);
  if (names.size !== scanned.files.length) throw refuse('it holds an entry twice');

  // Bounded before anything is unpacked, from the sizes the tar headers declare (tar writes
  // exactly that many bytes for an entry, no more).
  const largest = scanned.files.reduce((big, file) => (file.size > big.size ? file : big));
  if (largest.size > MAX_ENTRY_BYTES) {
    throw refuse(
      `its entry ${largest.path} would unpack to ${sizeWords(largest.size)}, more than the ${sizeWords(MAX_ENTRY_BYTES)} any entry of a backup takes`,
    );
  }
  const total = scanned.files.reduce((sum, file) => sum + file.size, 0);
  const allowed = Math.min(
    MAX_TOTAL_BYTES,
    Math.max(MIN_EXPANSION_ALLOWANCE, MAX_EXPANSION * size),
  );
  if (total > allowed) {
    throw refuse(
      `it would unpack to ${sizeWords(total)} from ${sizeWords(size)}, more than the ${sizeWords(allowed)} a backup of that size can hold`,
    );
  }
  const space = await statfs(tmpdir()).then((info) => info.bavail * info.bsize);
  if (total > space) {
    throw refuse(
      `it would unpack to ${sizeWords(total)} and ${tmpdir()} has ${sizeWords(space)} free`,
    );
  }

  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(scanned.manifestBytes?.toString('utf8') ?? '');
  } catch {
    throw refuse(`its ${MANIFEST} is not JSON`);
  }
  const head = manifestJson as { format?: unknown; version?: unknown };
  if (head.format !== FORMAT_NAME) {
    throw refuse(`it is not a PAC backup (format ${JSON.stringify(head.format ?? null)})`);
  }
  if (head.version !== FORMAT_VERSION) {
    throw refuse(
      `it is format version ${JSON.stringify(head.version)}, and this restore reads version ${FORMAT_VERSION} only`,
    );
  }
  const parsed = manifestSchema.safeParse(manifestJson);
  if (!parsed.success) throw refuse(`its ${MANIFEST} is incomplete`);
  const manifest = parsed.data;

  // The signature before anything the manifest says is believed (its project included).
  const verdict = trust.key
    ? verify(trust.key, scanned.manifestBytes!, scanned.signatureBytes)
    : scanned.signatureBytes
      ? 'no-key'
      : 'unsigned';
  if (verdict !== 'signed' && !trust.unsigned) {
    const unsigned = `; to restore it anyway without its history, quota, rank and permission documents, add --unsigned`;
    throw refuse(
      {
        unsigned: `it is not signed with the club's backup key${unsigned}`,
        'other-key': `it is signed with another key than the club's (${trust.key?.file})${unsigned}`,
        altered: `its signature does not match its contents: it was changed after the backup was taken${unsigned}`,
        'no-key': `it is signed, and there is no club backup key at ${trust.keyFile} to check it with: put the club's key there or name it with --key`,
      }[verdict],
    );
  }

  if (manifest.projectId !== targetProject && manifest.projectId !== trust.fromProject) {
    throw refuse(
      `it was taken from project ${manifest.projectId}, not ${targetProject}; to put another project's data into ${targetProject}, say so with --from-project ${manifest.projectId}`,
    );
  }

  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry.bytes]));
  const missing = [...listed.keys()].filter((entry) => !names.has(entry));
  if (missing.length) throw refuse(`it is missing ${missing.length} entries (${missing[0]}...)`);
  const extra = scanned.files.find(
    (file) => file.path !== MANIFEST && file.path !== SIGNATURE && !listed.has(file.path),
  );
  if (extra) throw refuse(`it holds entries its manifest does not list (${extra.path})`);
  const resized = scanned.files.find(
    (file) =>
      file.path !== MANIFEST && file.path !== SIGNATURE && listed.get(file.path) !== file.size,
  );
  if (resized) throw refuse(`the checksum of ${resized.path} does not match its manifest`);

  const dir = await mkdtemp(path.join(tmpdir(), 'pac-restore-'));
  // Retries: after a failed extraction, tar may still be finishing writes into the folder.
  const dispose = () => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    try {
      await tar.x({
        file: archive,
        cwd: dir,
        strict: true,
        // What the scan accepted, and nothing else.
        filter: (entryPath, entry) =>
          'type' in entry && entry.type === 'File' && listed.has(path.posix.normalize(entryPath)),
      });
    } catch (error) {
      throw refuse(
        `it is truncated or damaged, or not a .tar.gz archive (${(error as Error).message})`,
      );
    }
    for (const entry of manifest.entries) {
      const file = path.join(dir, entry.path);
      if ((await stat(file)).size !== entry.bytes || (await sha256Of(file)) !== entry.sha256) {
        throw refuse(`the checksum of ${entry.path} does not match its manifest`);
      }
    }

    let documents: DocumentLine[];
    let files: FileLine[];
    try {
      documents = parseLines(
        await readFile(path.join(dir, DOCUMENTS), 'utf8'),
        documentLineSchema,
        DOCUMENTS,
      );
      files = parseLines(await readFile(path.join(dir, FILES), 'utf8'), fileLineSchema, FILES);
    } catch (error) {
      throw refuse((error as Error).message);
    }
    if (documents.length !== manifest.counts.documents || files.length !== manifest.counts.files) {
      throw refuse('its counts do not match its contents');
    }
    const reserved = documents.find((doc) => !doc.path.split('/').every(isWritableId));
    if (reserved) {
      throw refuse(
        `it holds a document named ${JSON.stringify(reserved.path)}, an id Firestore reserves or refuses (\`.\`, \`..\`, __…__, over 1,500 bytes)`,
      );
    }
    const orphan = files.find((file) => !listed.has(file.blob));
    if (orphan) throw refuse(`the bytes of ${orphan.name} are missing`);
    const misplaced = files.find((file) => !isExpectedObjectName(file.name));
    if (misplaced) {
      throw refuse(
        `it holds a Storage object named ${JSON.stringify(misplaced.name)}, outside the site's folders (${EXPECTED_FOLDERS.join(', ')})`,
      );
    }
    const notImage = files.find((file) => !isRasterImage(file.contentType));
    if (notImage) {
      throw refuse(
        `its Storage object ${notImage.name} has the content type ${JSON.stringify(notImage.contentType ?? null)}, and the site stores raster images only`,
      );
    }
    // Left out first: an unsigned archive never restores permissions, whatever the flags say.
    let leftOut = 0;
    if (verdict !== 'signed') {
      const signedOnly = new Set<string>(SIGNED_ONLY_COLLECTIONS);
      const kept = documents.filter((doc) => !signedOnly.has(doc.path.split('/')[0]!));
      leftOut = documents.length - kept.length;
      documents = kept;
    }
    const permissions = documents.filter(
      (doc) => doc.path.split('/')[0] === PERMISSIONS_COLLECTION,
    ).length;
    if (permissions > 0 && !trust.permissions) {
      throw refuse(
        `it holds ${permissions} permission document(s) (${PERMISSIONS_COLLECTION}), which decide who is an admin; add --with-permissions to restore them if you trust this archive, or --without-permissions to leave them out`,
      );
    }
    if (trust.permissions === 'without') {
      documents = documents.filter((doc) => doc.path.split('/')[0] !== PERMISSIONS_COLLECTION);
    }

    return {
      manifest,
      documents,
      files,
      leftOut,
      readBlob: (entry) => readFile(path.join(dir, entry)),
      dispose,
    };
  } catch (error) {
    await dispose().catch(() => {});
    throw error;
  }
}
