import { addDoc, collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { numberOr } from '../../../lib/firestore-values';

/** Adds a match rule at the end of the list: rank = the highest rank so far + 1 (spec section 4). */
export async function addMatchRule(value: string): Promise<{ id: string; rank: number }> {
  const rules = collection(db, COLLECTIONS.matchRules);
  const highest = await getDocs(query(rules, orderBy('rank', 'desc'), limit(1)));
  const rank = numberOr(highest.docs[0]?.data().rank, 0) + 1;
  const reference = await addDoc(rules, { rank, value });
  return { id: reference.id, rank };
}
