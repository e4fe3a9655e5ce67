import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { MatchWithResult } from '../types';
import { matchFromData } from './match-from-data';

/** One match, or null when there is no such match. */
export async function getMatch(id: string): Promise<MatchWithResult | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.matches, id));
  return snapshot.exists() ? matchFromData(snapshot.id, snapshot.data()) : null;
}
