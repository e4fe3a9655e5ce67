import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import {
  COLLECTIONS,
  MATCH_HIDE_PAST_WINDOW_MS,
  PAST_MATCHES_PAGE_SIZE,
} from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { MatchWithResult } from '../types';
import { matchFromData } from './match-from-data';

/** Where the list divides past from upcoming: one day before now, as "Hide Past Matches". */
export function pastCutoff(now = new Date()): Timestamp {
  return Timestamp.fromMillis(now.getTime() - MATCH_HIDE_PAST_WINDOW_MS);
}

/** Upcoming matches (from a day ago on), by date ascending: every one is shown. */
export async function getUpcomingMatches(now = new Date()): Promise<MatchWithResult[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.matches),
      where('date', '>=', pastCutoff(now)),
      orderBy('date'),
    ),
  );
  return snapshot.docs.map((d) => matchFromData(d.id, d.data()));
}

export interface PastMatchesPage {
  /** Most recent first. */
  matches: MatchWithResult[];
  /** Where the next page starts; undefined when there are no older matches. */
  next?: PastMatchesCursor;
}

/**
 * The last shown match's date and id, as plain numbers and text rather than its Firestore
 * snapshot: the pages are kept on the device, and IndexedDB's structured clone refuses a snapshot
 * (which failed the whole write, so /matches was never readable offline).
 */
export interface PastMatchesCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

/**
 * One page of past matches, most recent first, after `after`. Reads one document more than it
 * shows, to know whether an older page exists.
 */
export async function getPastMatches(
  after?: PastMatchesCursor,
  pageSize = PAST_MATCHES_PAGE_SIZE,
  now = new Date(),
): Promise<PastMatchesPage> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.matches),
      where('date', '<', pastCutoff(now)),
      orderBy('date', 'desc'),
      // Firestore orders ties by id anyway; named here so the cursor can start after one.
      orderBy(documentId(), 'desc'),
      ...(after ? [startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id)] : []),
      limit(pageSize + 1),
    ),
  );
  const shown = snapshot.docs.slice(0, pageSize);
  const last = shown.at(-1);
  const lastDate = last?.get('date') as Timestamp | undefined;
  return {
    matches: shown.map((d) => matchFromData(d.id, d.data())),
    next:
      snapshot.docs.length > pageSize && last && lastDate
        ? { seconds: lastDate.seconds, nanoseconds: lastDate.nanoseconds, id: last.id }
        : undefined,
  };
}
