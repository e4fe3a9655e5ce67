/** The backup archive's layout and manifest: one place, read by backup and restore alike. */
import { z } from 'zod';

export const FORMAT_NAME = 'pac-backup';
export const FORMAT_VERSION = 1;

export const MANIFEST = 'manifest.json';
export const DOCUMENTS = 'firestore/documents.jsonl';
export const FILES = 'storage/files.jsonl';
export const blobEntry = (index: number) => `storage/blobs/${String(index).padStart(6, '0')}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(FORMAT_NAME),
  version: z.number().int(),
  projectId: z.string().min(1),
  bucket: z.string().min(1),
  createdAt: z.iso.datetime(),
  counts: z.object({
    documents: z.number().int().min(0),
    collections: z.number().int().min(0),
    files: z.number().int().min(0),
    fileBytes: z.number().int().min(0),
  }),
  entries: z.array(z.object({ path: z.string().min(1), bytes: z.number().int().min(0), sha256 })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/**
 * A collection or document id Firestore accepts: not `.` or `..`, not `__…__` (reserved), at most
 * 1,500 bytes. Checked here, so an archive naming one is refused before anything is written.
 */
export function isWritableId(id: string): boolean {
  return id !== '.' && id !== '..' && !/^__.*__$/su.test(id) && Buffer.byteLength(id) <= 1500;
}

/** One line of firestore/documents.jsonl. */
export const documentLineSchema = z.object({
  path: z.string().regex(/^[^/]+(\/[^/]+\/[^/]+)*\/[^/]+$/),
  fields: z.record(z.string(), z.unknown()),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** One line of storage/files.jsonl: the object's name, its bytes' entry, and its metadata. */
export const fileLineSchema = z.object({
  name: z.string().min(1),
  blob: z.string().regex(/^storage\/blobs\/\d{6}$/),
  size: z.number().int().min(0),
  contentType: z.string().optional(),
  cacheControl: z.string().optional(),
  contentDisposition: z.string().optional(),
  contentEncoding: z.string().optional(),
  contentLanguage: z.string().optional(),
  /** Custom metadata, with firebaseStorageDownloadTokens: stored download URLs keep working. */
  metadata: z.record(z.string(), z.string()),
});
export type FileLine = z.infer<typeof fileLineSchema>;
