/** Reading the history: one item's changes, and the bin (Recently deleted) of some areas. */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
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

/** How many deleted items Recently deleted shows at first, and how many more each "Show more". */
export const BIN_PAGE_SIZE = 50;

/** Some of the bin, newest first, and whether older deletes were left out. */
export interface BinPage {
  entries: HistoryEntry[];
  hasMore: boolean;
}

/**
 * Recently deleted in `areas`: the last delete of each document deleted in the past BIN_DAYS that
 * is still gone (a restored one is back in its collection), newest first.
 */
export async function getBin(
  areas: readonly HistoryArea[],
  now = new Date(),
): Promise<HistoryEntry[]> {
  return (await readBin(areas, now)).entries;
}

/**
 * The newest `count` deletes of Recently deleted (as getBin), and whether there are older ones:
 * each area's query reads at most `count` + 1 entries, and only the documents of those `count` are
 * read to see whether they are still gone, so a large bin costs a page's reads, not the whole
 * bin's. "Show more" asks again with a larger `count` (as the news page does). A delete restored
 * since is left out, so a page may show fewer than `count` items and still have more.
 */
export function getBinPage(
  areas: readonly HistoryArea[],
  count = BIN_PAGE_SIZE,
  now = new Date(),
): Promise<BinPage> {
  return readBin(areas, now, count);
}

async function readBin(areas: readonly HistoryArea[], now: Date, count?: number): Promise<BinPage> {
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
          ...(count === undefined ? [] : [limit(count + 1)]),
        ),
      ),
    ),
  );
  const newest = perArea
    .flatMap((snapshot) => snapshot.docs.map(entryFrom))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const shown = count === undefined ? newest : newest.slice(0, count);
  const latest = new Map<string, HistoryEntry>();
  for (const entry of shown) {
    const known = latest.get(entry.path);
    if (!known || known.rev < entry.rev) latest.set(entry.path, entry);
  }
  const gone = await Promise.all(
    [...latest.values()].map(async (entry) =>
      (await getDoc(doc(db, entry.path))).exists() ? undefined : entry,
    ),
  );
  return {
    entries: gone
      .filter((entry): entry is HistoryEntry => entry !== undefined)
      .sort((a, b) => b.at.getTime() - a.at.getTime()),
    hasMore: newest.length > shown.length,
  };
}

/** The document as it is now (undefined when it is gone), to compare with its last change. */
export async function getCurrentVersion(
  path: string,
): Promise<Record<string, unknown> | undefined> {
  const snapshot = await getDoc(doc(db, path));
  return snapshot.exists() ? snapshot.data() : undefined;
}
