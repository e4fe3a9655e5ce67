import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { waterEntriesPath, type WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';
import { numberOr, text } from '../../../lib/firestore-values';
import type { WaterEntry } from '../types';

/** A water's entries (waters/{key}/{key}Data), by pagePosition. */
export async function getWaterEntries(key: WaterKey): Promise<WaterEntry[]> {
  const [root, ...rest] = waterEntriesPath(key);
  const snapshot = await getDocs(query(collection(db, root, ...rest), orderBy('pagePosition')));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      pagePosition: numberOr(data.pagePosition, 0),
      imgUrl: text(data.imgUrl),
      text: text(data.text),
    };
  });
}

export const waterEntriesQuery = (key: WaterKey) =>
  queryOptions({ queryKey: ['waters', key], queryFn: () => getWaterEntries(key) });

export function useWaterEntries(key: WaterKey) {
  return useQuery(waterEntriesQuery(key));
}
