import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { MatchDraw, PublishedResults } from '../match-day/types';
import { drawFromData, resultsFromData } from './match-day-from-data';

/**
 * The match's published draw, or null. Asked as a query for published == true, the only way the
 * rules let a visitor read draws (a draft is a matches admin's working copy).
 */
export async function getPublishedDraw(matchId: string): Promise<MatchDraw | null> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.draws),
      where('matchId', '==', matchId),
      where('published', '==', true),
      limit(1),
    ),
  );
  const found = snapshot.docs[0];
  return found ? drawFromData(found.data()) : null;
}

/** The match's published results, or null before they are published. */
export async function getResults(matchId: string): Promise<PublishedResults | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.results, matchId));
  return snapshot.exists() ? resultsFromData(snapshot.data()) : null;
}
