import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '../firebase.ts';

/**
 * The admin server's part of catch submissions (issue 21), with firebase-admin, so past the
 * rules: Firestore rules cannot see Storage, and nothing in a browser may be trusted to say a
 * file is there.
 *   - Attests each finished, unapproved catch's files: photoStored true when its photo
 *     (catches/{id}) and thumbnail (catchThumbs/{id}) are in Storage, false when one is missing.
 *     firestore.rules refuse approving, and making a record of, a catch without photoStored.
 *   - Removes unfinished drafts older than DRAFT_MAX_AGE_MS, and their files.
 * Run by the review list (POST /catches/upkeep when a catches admin opens it) and, deployed, on a
 * schedule (function.ts, catchUpkeep), so drafts go even when nobody reviews.
 */
export const DRAFT_MAX_AGE_MS = 24 * 3_600_000; // src/config/submission-limits.ts: the same
/** Per run: a flood is bounded by the club-wide cap, so a day's queue fits many times over. */
const BATCH = 300;

export interface UpkeepReport {
  attested: number;
  missingFiles: string[];
  draftsRemoved: number;
}

async function exists(bucket: Bucket, path: string): Promise<boolean> {
  const [found] = await bucket.file(path).exists();
  return found;
}

async function removeFile(bucket: Bucket, path: string): Promise<void> {
  await bucket
    .file(path)
    .delete({ ignoreNotFound: true })
    .catch(() => undefined);
}

export async function catchUpkeep(
  db: Firestore,
  bucket: Bucket,
  now = Date.now(),
): Promise<UpkeepReport> {
  const report: UpkeepReport = { attested: 0, missingFiles: [], draftsRemoved: 0 };
  const catches = db.collection('catches');

  // Finished and waiting (orderBy leaves out drafts, which have no orderRank).
  const waiting = await catches
    .where('isPublic', '==', false)
    .orderBy('orderRank', 'desc')
    .limit(BATCH)
    .get();
  for (const snapshot of waiting.docs) {
    if (snapshot.get('photoStored') === true) continue;
    const id = snapshot.id;
    const [photo, thumb] = await Promise.all([
      exists(bucket, `catches/${id}`),
      exists(bucket, `catchThumbs/${id}`),
    ]);
    const stored = photo && thumb;
    if (stored) report.attested++;
    else report.missingFiles.push(id);
    // Only the flag changes, and only while the catch is still waiting.
    await db.runTransaction(async (tx) => {
      const current = await tx.get(snapshot.ref);
      if (current.exists && current.get('isPublic') === false)
        tx.update(snapshot.ref, { photoStored: stored });
    });
  }

  const cutoff = new Date(now - DRAFT_MAX_AGE_MS);
  const old = await catches
    .where('isPublic', '==', false)
    .where('submittedAt', '<', cutoff)
    .limit(BATCH)
    .get();
  for (const snapshot of old.docs) {
    if (typeof snapshot.get('orderRank') === 'number') continue;
    const removed = await db.runTransaction(async (tx) => {
      const current = await tx.get(snapshot.ref);
      const stillDraft =
        current.exists &&
        current.get('isPublic') === false &&
        typeof current.get('orderRank') !== 'number';
      if (stillDraft) tx.delete(snapshot.ref);
      return stillDraft;
    });
    if (!removed) continue;
    await removeFile(bucket, `catches/${snapshot.id}`);
    await removeFile(bucket, `catchThumbs/${snapshot.id}`);
    report.draftsRemoved++;
  }
  return report;
}
