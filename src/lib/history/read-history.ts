/** Reading the history: one item's changes, and the bin (Recently deleted) of some areas. */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { db } from '../firebase';
import { BIN_DAYS, HISTORY_COLLECTION, type HistoryArea, type HistoryEntry } from './types';

function entryFrom(snapshot: QueryDocumentSnapshot<DocumentData>): HistoryEntry {
  return entryFromData(snapshot.id, snapshot.data());
}

/** A stored history entry as the screens use it. */
export function entryFromData(id: string, data: DocumentData): HistoryEntry {
  return {
    id,
    area: data.area as HistoryArea,
    path: String(data.path),
    rev: Number(data.rev),
    kind: data.kind as HistoryEntry['kind'],
    before: (data.before as Record<string, unknown> | null) ?? null,
    by: String(data.by),
    email: typeof data.email === 'string' ? data.email : null,
    at: data.at instanceof Timestamp ? data.at.toDate() : new Date(0),
    ...(typeof data.title === 'string' && { title: data.title }),
    ...(typeof data.from === 'number' && { from: data.from }),
  };
}

/** Every recorded change of the document at `path`, newest first. */
export async function getItemHistory(area: HistoryArea, path: string): Promise<HistoryEntry[]> {
  const snapshot = await getDocs(
    query(
      collection(db, HISTORY_COLLECTION),
      where('area', '==', area),
      where('path', '==', path),
      orderBy('rev', 'desc'),
    ),
  );
  return snapshot.docs.map(entryFrom);
}

/**
 * Recently deleted in `areas`: the last delete of each document deleted in the past BIN_DAYS that
 * is still gone (a restored one is back in its collection), newest first.
 */
export async function getBin(
  areas: readonly HistoryArea[],
  now = new Date(),
): Promise<HistoryEntry[]> {
  const since = Timestamp.fromMillis(now.getTime() - BIN_DAYS * 24 * 60 * 60 * 1000);
  const perArea = await Promise.all(
    areas.map((area) =>
      getDocs(
        query(
          collection(db, HISTORY_COLLECTION),
          where('area', '==', area),
          where('kind', '==', 'delete'),
          where('at', '>=', since),
          orderBy('at', 'desc'),
        ),
      ),
    ),
  );
  const latest = new Map<string, HistoryEntry>();
  for (const entry of perArea.flatMap((snapshot) => snapshot.docs.map(entryFrom))) {
    const known = latest.get(entry.path);
    if (!known || known.rev < entry.rev) latest.set(entry.path, entry);
  }
  const gone = await Promise.all(
    [...latest.values()].map(async (entry) =>
      (await getDoc(doc(db, entry.path))).exists() ? undefined : entry,
    ),
  );
  return gone
    .filter((entry): entry is HistoryEntry => entry !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** The document as it is now (undefined when it is gone), to compare with its last change. */
export async function getCurrentVersion(
  path: string,
): Promise<Record<string, unknown> | undefined> {
  const snapshot = await getDoc(doc(db, path));
  return snapshot.exists() ? snapshot.data() : undefined;
}
