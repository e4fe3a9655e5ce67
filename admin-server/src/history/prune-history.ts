/**
 * The history of live documents, pruned (issue 32, finding 9: 20 edits of a 900 KB article made
 * 18 MB, and nothing ever went). Run once a day (function.ts, historyPruneSchedule). For each
 * document that exists, an entry goes when it is past the newest HISTORY_KEEP_VERSIONS of that
 * document, or older than HISTORY_KEEP_DAYS; the document's latest entry always stays (the rules
 * chain a later delete and restore to it: nextAfterHistory in firestore.rules). The history of a
 * document that is not there is the bin's, left to the bin's purge (purge-bin.ts).
 */
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

export const HISTORY_KEEP_VERSIONS = 50;
export const HISTORY_KEEP_DAYS = 365;
const DAY_MS = 24 * 3_600_000;
/** Firestore's batch limit is 500 writes. */
const BATCH = 400;

export interface PruneReport {
  documents: number;
  entries: number;
}

export async function pruneHistory(db: Firestore, now = new Date()): Promise<PruneReport> {
  const cutoff = Timestamp.fromMillis(now.getTime() - HISTORY_KEEP_DAYS * DAY_MS);
  // Candidates: documents with a version past the bound's count, or an entry older than a year.
  // Only path and rev are read: an entry's `before` can be large.
  const [counted, aged] = await Promise.all([
    db.collection('history').where('rev', '>', HISTORY_KEEP_VERSIONS).select('path').get(),
    db.collection('history').where('at', '<', cutoff).select('path').get(),
  ]);
  const paths = new Set(
    [...counted.docs, ...aged.docs]
      .map((entry) => entry.get('path'))
      .filter((path): path is string => typeof path === 'string' && path.length > 0),
  );
  let documents = 0;
  let doomed: QueryDocumentSnapshot[] = [];
  for (const path of paths) {
    const live = await db.doc(path).get();
    if (!live.exists) continue;
    const entries = (
      await db.collection('history').where('path', '==', path).select('rev', 'at').get()
    ).docs.sort((a, b) => Number(b.get('rev')) - Number(a.get('rev')));
    const gone = entries.filter(
      (entry, index) =>
        index > 0 &&
        (index >= HISTORY_KEEP_VERSIONS ||
          (entry.get('at') instanceof Timestamp &&
            (entry.get('at') as Timestamp).toMillis() < cutoff.toMillis())),
    );
    if (gone.length === 0) continue;
    documents += 1;
    doomed = doomed.concat(gone);
  }
  for (let start = 0; start < doomed.length; start += BATCH) {
    const batch = db.batch();
    for (const entry of doomed.slice(start, start + BATCH)) batch.delete(entry.ref);
    await batch.commit();
  }
  return { documents, entries: doomed.length };
}
