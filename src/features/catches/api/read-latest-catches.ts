import { getDocs, limit, query } from 'firebase/firestore/lite';
import type { Catch } from '../types';
import { catchFromData } from './catch-from-data';
import { publicCatchesQuery } from './public-catches-query';

/** The `count` newest approved catches (highest orderRank first): `count` document reads. */
export async function getLatestCatches(count: number): Promise<Catch[]> {
  const snapshot = await getDocs(query(publicCatchesQuery(), limit(count)));
  return snapshot.docs.map((d) => catchFromData(d.id, d.data()));
}

/**
 * The `count` newest approved catches from `water`: searched by the name's first word (the
 * catches' own keywords, the list's index), then kept only where the water is that one; at most
 * four times `count` reads.
 */
export async function getWaterCatches(water: string, count: number): Promise<Catch[]> {
  const word = water.toLowerCase().split(/[^\p{L}\p{N}]+/u)[0] ?? '';
  const snapshot = await getDocs(query(publicCatchesQuery(word), limit(count * 4)));
  return snapshot.docs
    .map((d) => catchFromData(d.id, d.data()))
    .filter((fish) => fish.catchLocation === water)
    .slice(0, count);
}
