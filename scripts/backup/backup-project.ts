/** Takes a backup of a project: every Firestore document and Storage object into one archive. */
import path from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { Target } from '../ops/target.ts';
import { ArchiveBuilder } from './archive.ts';
import { encodeDocument } from './firestore-codec.ts';
import {
  blobEntry,
  DOCUMENTS,
  FILES,
  FORMAT_NAME,
  FORMAT_VERSION,
  type FileLine,
} from './format.ts';
import { listObjects, readObject, walkDocuments } from './read-project.ts';
import type { SigningKey } from './signing.ts';

export interface BackupResult {
  file: string;
  documents: number;
  collections: number;
  files: number;
  fileBytes: number;
}

/** backups/pac-<project>-<UTC date-time>.tar.gz, sortable by name. */
export function archiveName(projectId: string, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `pac-${projectId}-${stamp}.tar.gz`;
}

export async function backupProject(
  target: Target,
  outDir: string,
  key: SigningKey,
  log: (line: string) => void = () => {},
): Promise<BackupResult> {
  const db = getFirestore(target.app);
  const bucket = getStorage(target.app).bucket(target.bucketName);
  const builder = await ArchiveBuilder.create();
  try {
    const createdAt = new Date();
    let collections = 0;
    const lines: string[] = [];
    const roots = await db.listCollections();
    for await (const snapshot of walkDocuments(db, roots, () => (collections += 1))) {
      lines.push(
        JSON.stringify({ path: snapshot.ref.path, fields: encodeDocument(snapshot.data()!) }),
      );
    }
    await builder.add(DOCUMENTS, lines.length ? `${lines.join('\n')}\n` : '');
    log(`Firestore: ${lines.length} documents in ${collections} collections.`);

    const objects = await listObjects(bucket);
    const fileLines: FileLine[] = [];
    let fileBytes = 0;
    for (const [index, object] of objects.entries()) {
      const { bytes, name, ...meta } = await readObject(object);
      const blob = blobEntry(index);
      await builder.add(blob, bytes);
      fileLines.push({ name, blob, size: bytes.length, ...meta });
      fileBytes += bytes.length;
    }
    await builder.add(FILES, fileLines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    log(`Storage: ${fileLines.length} files, ${fileBytes} bytes, from ${target.bucketName}.`);

    const file = path.resolve(outDir, archiveName(target.projectId, createdAt));
    await builder.write(
      file,
      {
        format: FORMAT_NAME,
        version: FORMAT_VERSION,
        projectId: target.projectId,
        bucket: target.bucketName,
        createdAt: createdAt.toISOString(),
        counts: { documents: lines.length, collections, files: fileLines.length, fileBytes },
      },
      key,
    );
    return { file, documents: lines.length, collections, files: fileLines.length, fileBytes };
  } finally {
    await builder.dispose();
  }
}
