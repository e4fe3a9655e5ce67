import { collection, orderBy, query, where, type Query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';

/**
 * Approved catches, highest orderRank first, optionally only those with `term` among their search
 * keywords. The query itself asks for isPublic == true: the rules refuse any query that could
 * return an unapproved catch. Its composite indexes are in firestore.indexes.json.
 */
export function publicCatchesQuery(term?: string): Query {
  const catches = collection(db, COLLECTIONS.catches);
  return term
    ? query(
        catches,
        where('isPublic', '==', true),
        where('searchKeywords', 'array-contains', term),
        orderBy('orderRank', 'desc'),
      )
    : query(catches, where('isPublic', '==', true), orderBy('orderRank', 'desc'));
}
