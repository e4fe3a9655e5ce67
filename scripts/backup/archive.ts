/**
 * Writing and reading the backup archive (.tar.gz). Reading validates the WHOLE archive first:
 * every entry extracted, the manifest's format and version, every entry's size and SHA-256, every
 * line parsed. Only then does restore write anything.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
  MANIFEST,
  manifestSchema,
  type DocumentLine,
  type FileLine,
  type Manifest,
} from './format.ts';
import { OpsError } from '../ops/target.ts';

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

  /** Writes `target` through a .partial file, so an interrupted backup never looks complete. */
  async write(target: string, manifest: Omit<Manifest, 'entries'>): Promise<void> {
    const full: Manifest = { ...manifest, entries: this.entries };
    await writeFile(path.join(this.dir, MANIFEST), `${JSON.stringify(full, null, 2)}\n`);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: this.dir, portable: true }, [
      MANIFEST,
      ...this.entries.map((entry) => entry.path),
    ]);
    await rename(partial, target);
  }

  dispose(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}

export interface OpenedArchive {
  manifest: Manifest;
  documents: DocumentLine[];
  files: FileLine[];
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

/** Opens and fully validates `archive`, or refuses with one sentence. Nothing is written anywhere but a temporary folder. */
export async function openArchive(archive: string): Promise<OpenedArchive> {
  const name = path.basename(archive);
  const refuse = (why: string) => new OpsError(`${name} cannot be restored: ${why}.`);
  const size = await stat(archive).then(
    (info) => info.size,
    () => {
      throw refuse('there is no such file');
    },
  );
  if (size === 0) throw refuse('the file is empty');

  const dir = await mkdtemp(path.join(tmpdir(), 'pac-restore-'));
  // Retries: after a failed extraction, tar may still be finishing writes into the folder.
  const dispose = () => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    const extracted = new Set<string>();
    let unsafe: string | undefined;
    try {
      await tar.x({
        file: archive,
        cwd: dir,
        strict: true,
        // Only plain files with plain relative paths; anything else marks the archive as foreign.
        filter: (entryPath, entry) => {
          const normal = path.posix.normalize(entryPath);
          const ok =
            'type' in entry &&
            (entry.type === 'File' || entry.type === 'Directory') &&
            !normal.startsWith('..') &&
            !path.posix.isAbsolute(normal);
          if (!ok) unsafe ??= entryPath;
          else if (entry.type === 'File') extracted.add(normal);
          return ok;
        },
      });
    } catch (error) {
      throw refuse(
        `it is truncated or damaged, or not a .tar.gz archive (${(error as Error).message})`,
      );
    }
    if (unsafe) throw refuse(`it holds an entry a PAC backup never has (${unsafe})`);
    if (!extracted.has(MANIFEST)) throw refuse(`it is not a PAC backup (no ${MANIFEST})`);

    let manifestJson: unknown;
    try {
      manifestJson = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'));
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

    const listed = new Set(manifest.entries.map((entry) => entry.path));
    const missing = [...listed].filter((entry) => !extracted.has(entry));
    if (missing.length) throw refuse(`it is missing ${missing.length} entries (${missing[0]}...)`);
    const extra = [...extracted].filter((entry) => entry !== MANIFEST && !listed.has(entry));
    if (extra.length) throw refuse(`it holds entries its manifest does not list (${extra[0]})`);
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
    const orphan = files.find((file) => !listed.has(file.blob));
    if (orphan) throw refuse(`the bytes of ${orphan.name} are missing`);

    return {
      manifest,
      documents,
      files,
      readBlob: (entry) => readFile(path.join(dir, entry)),
      dispose,
    };
  } catch (error) {
    await dispose().catch(() => {});
    throw error;
  }
}
