/** Reads every Firestore document (subcollections too) and every Storage object of a project. */
import { createHash } from 'node:crypto';
import type { Firestore, CollectionReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;
type File = ReturnType<Bucket['file']>;

const BATCH = 200;

function byPath<T extends { path: string }>(a: T, b: T) {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/**
 * Every document under `collections`, depth first. listDocuments also yields documents that do not
 * exist but hold subcollections, so those subcollections are found too.
 */
export async function* walkDocuments(
  db: Firestore,
  collections: CollectionReference[],
  onCollection: () => void = () => {},
): AsyncGenerator<DocumentSnapshot> {
  for (const collection of [...collections].sort(byPath)) {
    onCollection();
    const refs = (await collection.listDocuments()).sort(byPath);
    for (let start = 0; start < refs.length; start += BATCH) {
      const chunk = refs.slice(start, start + BATCH);
      const snapshots = await db.getAll(...chunk);
      for (const snapshot of snapshots) if (snapshot.exists) yield snapshot;
      for (const ref of chunk) {
        const subcollections = await ref.listCollections();
        if (subcollections.length) yield* walkDocuments(db, subcollections, onCollection);
      }
    }
  }
}

export interface StoredObject {
  name: string;
  bytes: Buffer;
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  metadata: Record<string, string>;
}

function optional(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The object's bytes as stored (not decompressed), checked against the bucket's own MD5. */
export async function readObject(file: File): Promise<StoredObject> {
  const [[bytes], [metadata]] = await Promise.all([
    file.download({ decompress: false, validation: false }),
    file.getMetadata(),
  ]);
  if (metadata.md5Hash) {
    const md5 = createHash('md5').update(bytes).digest('base64');
    if (md5 !== metadata.md5Hash) {
      throw new Error(
        `${file.name} changed while it was read (MD5 mismatch); run the backup again.`,
      );
    }
  }
  const custom = Object.fromEntries(
    Object.entries(metadata.metadata ?? {})
      .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
      .map(([key, value]) => [key, String(value)]),
  );
  return {
    name: file.name,
    bytes,
    contentType: optional(metadata.contentType),
    cacheControl: optional(metadata.cacheControl),
    contentDisposition: optional(metadata.contentDisposition),
    contentEncoding: optional(metadata.contentEncoding),
    contentLanguage: optional(metadata.contentLanguage),
    metadata: custom,
  };
}

export async function listObjects(bucket: Bucket): Promise<File[]> {
  const [files] = await bucket.getFiles({ autoPaginate: true });
  return files
    .filter((file) => !file.name.endsWith('/'))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}
