/**
 * The club records and personal bests counted from scratch from the catches (firebase-admin): the
 * backfill (`npm run backfill-records`) and the seed write them this way; the site keeps them up to
 * date afterwards in the catches admin's approve and delete (src/features/records/api/keep-records).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { CLUB_RECORDS_DOC_ID, COLLECTIONS, STORAGE_PATHS } from '../../src/config/constants.ts';
import {
  buildRecordBook,
  personalBestId,
  weightOzOf,
  type RankedEntry,
} from '../../src/features/records/record-book.ts';

/** The project's Storage bucket, as firebase-admin gives it. */
export type StorageBucket = ReturnType<Storage['bucket']>;

async function filesStored(bucket: StorageBucket, id: string): Promise<boolean> {
  const found = await Promise.all(
    [STORAGE_PATHS.catchPhoto(id), STORAGE_PATHS.catchThumb(id)].map(async (path) => {
      const [exists] = await bucket.file(path).exists();
      return exists;
    }),
  );
  return found.every(Boolean);
}

export interface RebuildSummary {
  /** Catches given the weightOz they lacked (0 on a second run). */
  weighed: number;
  /** Species holding a club record, and anglers holding a personal best. */
  species: number;
  anglers: number;
}

/**
 * Sets weightOz (pounds * 16 + ounces) on every catch with a weight but without it, then rewrites
 * records/club and personalBests/* from the approved, weighed catches (removing the documents of
 * anglers who no longer hold a best). Idempotent: running it again changes nothing.
 */
export async function rebuildRecords(
  db: Firestore,
  bucket?: StorageBucket,
): Promise<RebuildSummary> {
  const writer = db.bulkWriter();
  const approved: RankedEntry[] = [];
  let weighed = 0;
  for (const snapshot of (await db.collection(COLLECTIONS.catches).get()).docs) {
    const data = snapshot.data();
    // With the bucket, each finished catch not yet looked at has its files checked (as the admin
    // server's catch upkeep does) and photoStored set: firestore.rules accept a record only from an approved
    // catch with photoStored, so only those hold records (issue 21).
    if (bucket && typeof data.orderRank === 'number' && typeof data.photoStored !== 'boolean') {
      const stored = await filesStored(bucket, snapshot.id);
      if (data.photoStored !== stored) void writer.update(snapshot.ref, { photoStored: stored });
      data.photoStored = stored;
    }
    if (bucket && data.photoStored !== true) continue;
    const weightOz = weightOzOf({ fishLbs: data.fishLbs, fishOz: data.fishOz });
    if (weightOz !== undefined && data.weightOz !== weightOz) {
      void writer.update(snapshot.ref, { weightOz });
      weighed += 1;
    }
    if (weightOz !== undefined && data.isPublic === true) {
      approved.push({
        catchId: snapshot.id,
        memberName: String(data.memberName ?? ''),
        fishType: String(data.fishType ?? ''),
        catchLocation: String(data.catchLocation ?? ''),
        weightOz,
        orderRank: typeof data.orderRank === 'number' ? data.orderRank : 0,
      });
    }
  }
  const { club, personal } = buildRecordBook(approved);
  const updatedAt = FieldValue.serverTimestamp();
  void writer.set(db.doc(`${COLLECTIONS.records}/${CLUB_RECORDS_DOC_ID}`), { ...club, updatedAt });
  const kept = new Set<string>();
  for (const bests of personal.values()) {
    const id = personalBestId(bests.memberName);
    kept.add(id);
    void writer.set(db.doc(`${COLLECTIONS.personalBests}/${id}`), { ...bests, updatedAt });
  }
  for (const stale of await db.collection(COLLECTIONS.personalBests).listDocuments()) {
    if (!kept.has(stale.id)) void writer.delete(stale);
  }
  await writer.close();
  return { weighed, species: Object.keys(club.species).length, anglers: personal.size };
}
