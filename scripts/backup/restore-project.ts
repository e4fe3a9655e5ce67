/**
 * Puts a backup back into an EMPTY project: the archive is validated in full and the project
 * checked empty before the first write; documents are created (never overwritten), then files.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { OpsError, type Target } from '../ops/target.ts';
import { openArchive } from './archive.ts';
import { decodeDocument, type Encoded } from './firestore-codec.ts';
import type { RestoreTrust } from './trust.ts';

export interface RestoreResult {
  documents: number;
  files: number;
}

const UPLOADS_AT_ONCE = 8;

export async function restoreProject(
  target: Target,
  archive: string,
  log: (line: string) => void = () => {},
  trust: RestoreTrust = {},
): Promise<RestoreResult> {
  const opened = await openArchive(archive, target.projectId, trust);
  try {
    const db = getFirestore(target.app);
    const bucket = getStorage(target.app).bucket(target.bucketName);
    // Decoding every document now means an unknown value type refuses the archive before any write.
    let decoded: Array<{ path: string; data: Record<string, unknown> }>;
    try {
      decoded = opened.documents.map((doc) => ({
        path: doc.path,
        data: decodeDocument(doc.fields as Record<string, Encoded>, db),
      }));
    } catch (error) {
      throw new OpsError(`The archive cannot be restored: ${(error as Error).message}.`);
    }

    const collections = await db.listCollections();
    const [someFiles] = await bucket.getFiles({ maxResults: 1, autoPaginate: false });
    if (collections.length || someFiles.length) {
      const what = [
        collections.length
          ? `Firestore holds ${collections
              .map((c) => c.id)
              .slice(0, 5)
              .join(', ')}`
          : '',
        someFiles.length ? `the bucket ${target.bucketName} holds files` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw new OpsError(
        `${target.projectId} is not empty (${what}): restore only into an empty project, so nothing is overwritten.`,
      );
    }
    if (opened.manifest.bucket !== target.bucketName) {
      log(
        `Note: the backup was taken from bucket ${opened.manifest.bucket}; download URLs stored in documents still name it.`,
      );
    }

    const writer = db.bulkWriter();
    for (const doc of decoded) void writer.create(db.doc(doc.path), doc.data);
    await writer.close();
    log(`Firestore: ${decoded.length} documents restored.`);

    const queue = [...opened.files];
    await Promise.all(
      Array.from({ length: UPLOADS_AT_ONCE }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          await bucket.file(file.name).save(await opened.readBlob(file.blob), {
            resumable: false,
            validation: false,
            contentType: file.contentType,
            metadata: {
              cacheControl: file.cacheControl,
              contentDisposition: file.contentDisposition,
              contentEncoding: file.contentEncoding,
              contentLanguage: file.contentLanguage,
              metadata: file.metadata,
            },
          });
        }
      }),
    );
    log(`Storage: ${opened.files.length} files restored into ${target.bucketName}.`);
    return { documents: decoded.length, files: opened.files.length };
  } finally {
    await opened.dispose();
  }
}
