import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { catchVariantPaths } from '../../../src/config/catch-photo-variants.ts';
import type { Bucket } from '../firebase.ts';

/**
 * The admin server's part of catch submissions (issue 21), with firebase-admin, so past the
 * rules: Firestore rules cannot see Storage, and nothing in a browser may be trusted to say a
 * file is there.
 *   - Attests each finished, unapproved catch's files: photoStored true when its photo
 *     (catches/{id}) and thumbnail (catchThumbs/{id}) are in Storage, false when one is missing.
 *     firestore.rules refuse approving, and making a record of, a catch without photoStored, and
 *     the review list shows only attested catches. One still missing a file DRAFT_MAX_AGE_MS
 *     after its draft was opened is removed: its files were due before it could finish.
 *   - Counts the club-wide cap (issue 32, point 2): each catch attested stored is counted in
 *     catchQuota/{hour now} in the same transaction, up to CLUB_CATCHES_PER_HOUR; oldest first
 *     (orderRank), so a member's catch waits behind those finished before it and no others.
 *     Past the cap a stored catch stays as it is, kept, and is attested when the hour turns
 *     (the next run). Only stored files count: URL strings with no photo fill nothing.
 *   - Removes unfinished drafts (marked `unfinished`, which finishing removes) older than
 *     DRAFT_MAX_AGE_MS, and their files (but never the files of an id in the history: a binned
 *     catch's, issue 32).
 *   - A catch's files are its photo, thumbnail and the photo's variants
 *     (catchPhotoVariants/{id}/{index}, src/config/catch-photo-variants.ts); only the first two
 *     are attested, as a catch stored before variants existed has none.
 *   - Removes catch files that no catch document owns (a member may delete their own draft, and
 *     Storage then refuses them its files) once DRAFT_MAX_AGE_MS old; a catch in the bin (its
 *     delete in history) keeps its files until the bin's purge.
 * Run by the review list (POST /catches/upkeep when a catches admin opens it) and, deployed, on a
 * schedule (function.ts, catchUpkeep), so drafts go even when nobody reviews.
 */
export const DRAFT_MAX_AGE_MS = 24 * 3_600_000; // src/config/submission-limits.ts: the same
/** Catches attested per hour (src/config/submission-limits.ts: the same; the upkeep test checks). */
export const CLUB_CATCHES_PER_HOUR = 40;
const HOUR_MS = 3_600_000;
/**
 * Files without a catch are looked at while they are between DRAFT_MAX_AGE_MS and this much
 * older still: the hourly schedule sees each one some 160 times, and older files (the club's
 * approved photos, thousands of them) are not checked against Firestore every hour.
 */
export const ORPHAN_LOOKBACK_MS = 7 * 24 * 3_600_000;
/** Per query: a flood is bounded by the club-wide cap, so a day's queue fits many times over. */
const BATCH = 300;
/** Draft batches per run: 20 × 300 drafts, far above what the per-identity bounds let in a day. */
const MAX_DRAFT_BATCHES = 20;
const CATCH_FOLDERS = ['catches', 'catchThumbs'] as const;
/** Where a catch's photo variants are: catchPhotoVariants/{id}/{index}. */
const VARIANTS_FOLDER = 'catchPhotoVariants';
/** Every file a catch or draft may own. */
const filesOf = (id: string) => [
  ...CATCH_FOLDERS.map((folder) => `${folder}/${id}`),
  ...catchVariantPaths(id),
];
/**
 * The most all open drafts' files may weigh together, club-wide (issue 32, finding 11: drafts
 * were bounded per identity only, and 45 MB went in within seconds). Far above what members
 * really keep open at once (a draft lives for the minute of its upload); past it, the newest
 * drafts go first (boundDraftBytes), so those opened before a flood are kept.
 */
export const CLUB_DRAFT_BYTES = 100 * 1024 * 1024;

export interface UpkeepReport {
  attested: number;
  /** Stored catches kept for a later hour: this hour's cap was reached (oldest first). */
  waitingForHour: string[];
  missingFiles: string[];
  draftsRemoved: number;
  /** Finished catches whose files were still missing after DRAFT_MAX_AGE_MS. */
  incompleteRemoved: number;
  /** Files with no catch document (nor one in the bin), after DRAFT_MAX_AGE_MS. */
  orphanFilesRemoved: number;
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

const removeFilesOf = (bucket: Bucket, id: string) =>
  Promise.all(filesOf(id).map((path) => removeFile(bucket, path)));

/**
 * Whether catches/{id} has any history: a catch a catches admin wrote, whose files (once it is
 * gone: the bin's) go only with the bin's purge.
 */
async function inHistory(db: Firestore, id: string): Promise<boolean> {
  const entries = await db
    .collection('history')
    .where('path', '==', `catches/${id}`)
    .limit(1)
    .get();
  return !entries.empty;
}

/**
 * The files of a catch or draft the upkeep removed, unless its id is in the history: a draft
 * opened under a binned catch's id before firestore.rules refused one (issue 32) must not take
 * the binned catch's files with it, so its restore brings them back.
 */
async function removeFilesOfRemoved(db: Firestore, bucket: Bucket, id: string): Promise<void> {
  if (!(await inHistory(db, id))) await removeFilesOf(bucket, id);
}

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : undefined);

export async function catchUpkeep(
  db: Firestore,
  bucket: Bucket,
  now = Date.now(),
): Promise<UpkeepReport> {
  const report: UpkeepReport = {
    attested: 0,
    waitingForHour: [],
    missingFiles: [],
    draftsRemoved: 0,
    incompleteRemoved: 0,
    orphanFilesRemoved: 0,
  };
  const catches = db.collection('catches');
  const cutoff = now - DRAFT_MAX_AGE_MS;

  // Finished and waiting (orderBy leaves out drafts, which have no orderRank), not yet attested:
  // every page of them, then the oldest first, so the hour's cap is given out in order.
  const unattested: QueryDocumentSnapshot[] = [];
  let page = catches.where('isPublic', '==', false).orderBy('orderRank', 'desc').limit(BATCH);
  for (let round = 0; round < MAX_DRAFT_BATCHES; round++) {
    const waiting = await page.get();
    unattested.push(...waiting.docs.filter((doc) => doc.get('photoStored') !== true));
    if (waiting.size < BATCH) break;
    page = page.startAfter(waiting.docs[waiting.size - 1]!);
  }
  unattested.sort((a, b) => Number(a.get('orderRank')) - Number(b.get('orderRank')));
  const quotaRef = db.doc(`catchQuota/${Math.floor(now / HOUR_MS)}`);
  for (const snapshot of unattested) {
    const id = snapshot.id;
    const [photo, thumb] = await Promise.all(
      CATCH_FOLDERS.map((folder) => exists(bucket, `${folder}/${id}`)),
    );
    const stored = photo === true && thumb === true;
    // Catches from before submissions were timed have no submittedAt: never removed here.
    const submittedAt = millisOf(snapshot.get('submittedAt'));
    const overdue = !stored && submittedAt !== undefined && submittedAt < cutoff;
    // Only the flag changes (or the catch goes), and only while the catch is still waiting.
    const outcome = await db.runTransaction(async (tx) => {
      const current = await tx.get(snapshot.ref);
      const quota = stored ? await tx.get(quotaRef) : undefined;
      if (!current.exists || current.get('isPublic') !== false) return 'gone';
      if (current.get('photoStored') === true) return 'gone';
      if (overdue) {
        tx.delete(snapshot.ref);
        return 'removed';
      }
      if (!stored) {
        tx.update(snapshot.ref, { photoStored: false });
        return 'missing';
      }
      const count = Number(quota?.get('count') ?? 0);
      if (count >= CLUB_CATCHES_PER_HOUR) return 'wait';
      tx.update(snapshot.ref, { photoStored: true });
      tx.set(quotaRef, { count: count + 1 });
      return 'attested';
    });
    if (outcome === 'removed') {
      await removeFilesOfRemoved(db, bucket, id);
      report.incompleteRemoved++;
    } else if (outcome === 'attested') report.attested++;
    else if (outcome === 'wait') report.waitingForHour.push(id);
    else if (outcome === 'missing') report.missingFiles.push(id);
  }

  // Only drafts: a backlog of old finished catches waiting for review cannot fill the batch.
  const oldDrafts = catches
    .where('unfinished', '==', true)
    .where('submittedAt', '<', Timestamp.fromMillis(cutoff))
    .limit(BATCH);
  for (let round = 0; round < MAX_DRAFT_BATCHES; round++) {
    const old = await oldDrafts.get();
    for (const snapshot of old.docs) {
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
      await removeFilesOfRemoved(db, bucket, snapshot.id);
      report.draftsRemoved++;
    }
    if (old.size < BATCH) break;
  }

  report.draftsRemoved += await boundDraftBytes(db, bucket);
  report.orphanFilesRemoved = await removeOrphanFiles(db, bucket, now);
  return report;
}

async function sizeOf(bucket: Bucket, path: string): Promise<number> {
  try {
    const [metadata] = await bucket.file(path).getMetadata();
    return Number(metadata.size ?? 0);
  } catch {
    return 0; // not uploaded (yet)
  }
}

/**
 * Keeps the open drafts' files within `limit` bytes club-wide: when they weigh more, the newest
 * drafts (by submittedAt) are removed with their files until the rest fit. Returns how many went.
 */
export async function boundDraftBytes(
  db: Firestore,
  bucket: Bucket,
  limit = CLUB_DRAFT_BYTES,
): Promise<number> {
  const drafts = await db
    .collection('catches')
    .where('unfinished', '==', true)
    .select('submittedAt')
    .get();
  const sized = await Promise.all(
    drafts.docs.map(async (snapshot) => ({
      snapshot,
      at: millisOf(snapshot.get('submittedAt')) ?? 0,
      bytes: (await Promise.all(filesOf(snapshot.id).map((path) => sizeOf(bucket, path)))).reduce(
        (a, b) => a + b,
        0,
      ),
    })),
  );
  let total = sized.reduce((sum, draft) => sum + draft.bytes, 0);
  let removed = 0;
  for (const draft of sized.sort((a, b) => b.at - a.at)) {
    if (total <= limit) break;
    if (draft.bytes === 0) continue;
    const gone = await db.runTransaction(async (tx) => {
      const current = await tx.get(draft.snapshot.ref);
      const stillDraft = current.exists && current.get('unfinished') === true;
      if (stillDraft) tx.delete(draft.snapshot.ref);
      return stillDraft;
    });
    if (!gone) continue;
    await removeFilesOfRemoved(db, bucket, draft.snapshot.id);
    total -= draft.bytes;
    removed++;
  }
  return removed;
}

/**
 * Catch files between DRAFT_MAX_AGE_MS and DRAFT_MAX_AGE_MS + ORPHAN_LOOKBACK_MS old whose catch
 * document is gone and not in the bin (no history of catches/{id}: a member's own draft delete
 * is not recorded; a catches admin's delete is, and the purge removes those files later).
 */
async function removeOrphanFiles(db: Firestore, bucket: Bucket, now: number): Promise<number> {
  const newest = now - DRAFT_MAX_AGE_MS;
  const oldest = newest - ORPHAN_LOOKBACK_MS;
  const byId = new Map<string, string[]>();
  for (const folder of [...CATCH_FOLDERS, VARIANTS_FOLDER]) {
    const [files] = await bucket.getFiles({ prefix: `${folder}/` });
    for (const file of files) {
      const rest = file.name.slice(folder.length + 1);
      // A variant is catchPhotoVariants/{id}/{index}; the photo and thumbnail are {folder}/{id}.
      const id = folder === VARIANTS_FOLDER ? rest.split('/')[0]! : rest;
      const nested = folder === VARIANTS_FOLDER ? rest.split('/').length !== 2 : rest.includes('/');
      const created = Date.parse(String(file.metadata.timeCreated ?? ''));
      if (!id || nested || !(created >= oldest && created < newest)) continue;
      byId.set(id, [...(byId.get(id) ?? []), file.name]);
    }
  }
  let removed = 0;
  for (const [id, paths] of byId) {
    if ((await db.doc(`catches/${id}`).get()).exists) continue;
    if (await inHistory(db, id)) continue;
    for (const path of paths) await removeFile(bucket, path);
    removed += paths.length;
  }
  return removed;
}
