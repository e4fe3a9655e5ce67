import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';

/**
 * The ids of the latest `max` matches, past and to come, newest date first: the match pages that
 * sitemap.xml lists (src/app/public-pages-server.ts). One document read each.
 */
export async function getMatchIds(max: number): Promise<string[]> {
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.matches), orderBy('date', 'desc'), limit(max)),
  );
  return snapshot.docs.map((doc) => doc.id);
}
