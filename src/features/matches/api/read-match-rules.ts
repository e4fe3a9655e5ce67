import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { numberOr, text } from '../../../lib/firestore-values';
import type { MatchRule } from '../types';

/** The match rules, by rank ascending. */
export async function getMatchRules(): Promise<MatchRule[]> {
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.matchRules), orderBy('rank')));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return { id: d.id, rank: numberOr(data.rank, 0), value: text(data.value) };
  });
}
