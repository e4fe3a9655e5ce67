import { collection, doc, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { numberOr } from '../../../lib/firestore-values';
import { changeRecorded } from '../../../lib/history';

export const matchRuleRef = (id?: string) =>
  id === undefined
    ? doc(collection(db, COLLECTIONS.matchRules))
    : doc(db, COLLECTIONS.matchRules, id);

/** A rule's name in the history: "Rule 3". */
export const matchRuleTitle = (rank: number) => `Rule ${rank}`;

/**
 * Adds a match rule at the end of the list: rank = the highest rank so far + 1 (docs/product-spec.md §4).
 * Recorded in the history.
 */
export async function addMatchRule(value: string): Promise<{ id: string; rank: number }> {
  const rules = collection(db, COLLECTIONS.matchRules);
  const highest = await getDocs(query(rules, orderBy('rank', 'desc'), limit(1)));
  const rank = numberOr(highest.docs[0]?.data().rank, 0) + 1;
  const reference = matchRuleRef();
  await changeRecorded(
    reference,
    { area: 'manageMatches', kind: 'create', title: matchRuleTitle(rank) },
    () => ({ rank, value }),
  );
  return { id: reference.id, rank };
}
