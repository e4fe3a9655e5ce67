import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';

/** Changes a rule's text; its rank (its place in the list) stays. */
export async function updateMatchRule(id: string, value: string): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.matchRules, id), { value });
}
