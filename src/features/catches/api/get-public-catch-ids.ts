import { getDocs, limit, query } from 'firebase/firestore/lite';
import { publicCatchesQuery } from './public-catches-query';

/**
 * The ids of the newest `max` approved catches, highest orderRank first: the catch pages that
 * sitemap.xml lists (src/app/public-pages-server.ts). One document read each.
 */
export async function getPublicCatchIds(max: number): Promise<string[]> {
  const snapshot = await getDocs(query(publicCatchesQuery(), limit(max)));
  return snapshot.docs.map((doc) => doc.id);
}
