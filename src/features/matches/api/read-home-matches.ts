import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { MatchWithResult } from '../types';
import { matchFromData } from './match-from-data';

/** Matches are stored as UTC midnights: today's match is still the next one all day. */
function startOfUtcDay(now: Date): Timestamp {
  return Timestamp.fromMillis(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The next match (today's included): one document read; null when none is listed. */
export async function getNextMatch(now = new Date()): Promise<MatchWithResult | null> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.matches),
      where('date', '>=', startOfUtcDay(now)),
      orderBy('date'),
      limit(1),
    ),
  );
  const first = snapshot.docs[0];
  return first ? matchFromData(first.id, first.data()) : null;
}

/** The `count` most recent matches before today, newest first, with their winners when published. */
export async function getLatestResults(
  count: number,
  now = new Date(),
): Promise<MatchWithResult[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.matches),
      where('date', '<', startOfUtcDay(now)),
      orderBy('date', 'desc'),
      limit(count),
    ),
  );
  return snapshot.docs.map((d) => matchFromData(d.id, d.data()));
}
