import { getDocs, limit, query } from 'firebase/firestore/lite';
import type { Catch } from '../types';
import { catchFromData } from './catch-from-data';
import { publicCatchesQuery } from './public-catches-query';

/** The `count` newest approved catches (highest orderRank first): `count` document reads. */
export async function getLatestCatches(count: number): Promise<Catch[]> {
  const snapshot = await getDocs(query(publicCatchesQuery(), limit(count)));
  return snapshot.docs.map((d) => catchFromData(d.id, d.data()));
}
