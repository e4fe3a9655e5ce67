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
  /** Documents an unsigned archive was not trusted with (SIGNED_ONLY_COLLECTIONS). */
  leftOut: number;
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

    if (opened.leftOut > 0) {
      log(
        `Left out ${opened.leftOut} history, quota, rank and permission documents: the archive is not signed with the club's key (--unsigned).`,
      );
    }

    // Each write's own outcome is counted: what is reported is what Firestore and Storage took.
    const written = { documents: 0, files: 0 };
    const failures: string[] = [];
    const incomplete = () =>
      new OpsError(
        `The restore stopped part-way: ${written.documents} of ${decoded.length} documents and ${written.files} of ${opened.files.length} files were written, ${failures.length} failed (first: ${failures[0]}). Empty the project before trying again.`,
      );

    const writer = db.bulkWriter();
    for (const doc of decoded) {
      try {
        writer.create(db.doc(doc.path), doc.data).then(
          () => (written.documents += 1),
          (error: Error) => failures.push(`${doc.path}: ${error.message}`),
        );
      } catch (error) {
        // The SDK refuses some data before sending it (a bad path or field name).
        failures.push(`${doc.path}: ${(error as Error).message}`);
      }
    }
    await writer.close();
    if (failures.length) throw incomplete();
    log(`Firestore: ${written.documents} documents restored.`);

    const queue = [...opened.files];
    await Promise.all(
      Array.from({ length: UPLOADS_AT_ONCE }, async () => {
        // One failure stops every worker: the first is reported, nothing more is attempted.
        for (let file = queue.shift(); file && !failures.length; file = queue.shift()) {
          const name = file.name;
          await bucket
            .file(name)
            .save(await opened.readBlob(file.blob), {
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
            })
            .then(
              () => (written.files += 1),
              (error: Error) => failures.push(`${name}: ${error.message}`),
            );
        }
      }),
    );
    if (failures.length) throw incomplete();
    log(`Storage: ${written.files} files restored into ${target.bucketName}.`);
    return { ...written, leftOut: opened.leftOut };
  } finally {
    await opened.dispose();
  }
}
