import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';

/** How long a deleted item stays restorable (BIN_DAYS in src/lib/history/types.ts). */
export const BIN_DAYS = 90;

/** What the purge needs of a Storage bucket (firebase-admin's Bucket has it). */
export interface PurgeBucket {
  file(name: string): { delete(options?: { ignoreNotFound?: boolean }): Promise<unknown> };
}

/** The object name a Storage download URL points at, or undefined for any other value. */
export function storageNameOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^https?:\/\/[^ ]+\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(value);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * Removes for good what was deleted more than BIN_DAYS ago and not restored since: every history
 * entry of that document (its bin entry and its past versions) and the Storage files those
 * versions show (uploads take a new name per version, so those files are the item's own). Younger
 * bin items, and the history of documents that exist, are left alone. Returns what was removed.
 */
export async function purgeBin(
  db: Firestore,
  bucket: PurgeBucket,
  now = new Date(),
): Promise<{ items: number; entries: number; files: number }> {
  const cutoff = Timestamp.fromMillis(now.getTime() - BIN_DAYS * 24 * 60 * 60 * 1000);
  const old = await db
    .collection('history')
    .where('kind', '==', 'delete')
    .where('at', '<', cutoff)
    .get();
  const paths = [...new Set(old.docs.map((entry) => String(entry.get('path'))))];
  let items = 0;
  let entries = 0;
  let files = 0;
  for (const path of paths) {
    if ((await db.doc(path).get()).exists) continue;
    const all = await db.collection('history').where('path', '==', path).get();
    const latest = all.docs.reduce((a, b) => (Number(a.get('rev')) > Number(b.get('rev')) ? a : b));
    // Deleted again more recently than the cutoff: still in the bin.
    if (latest.get('kind') !== 'delete' || latest.get('at').toMillis() >= cutoff.toMillis())
      continue;
    const names = new Set<string>();
    for (const entry of all.docs) {
      const before = (entry.get('before') ?? {}) as Record<string, unknown>;
      for (const value of Object.values(before)) {
        const name = storageNameOf(value);
        if (name) names.add(name);
      }
    }
    for (const name of names) {
      await bucket.file(name).delete({ ignoreNotFound: true });
      files += 1;
    }
    const batch = db.batch();
    for (const entry of all.docs) batch.delete(entry.ref);
    await batch.commit();
    entries += all.size;
    items += 1;
  }
  return { items, entries, files };
}
