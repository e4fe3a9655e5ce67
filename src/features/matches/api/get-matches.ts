import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { dateOf, text } from '../../../lib/firestore-values';
import type { Match } from '../types';

/** Every match, by date ascending. */
export async function getMatches(): Promise<Match[]> {
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.matches), orderBy('date')));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      date: dateOf(data.date),
      location: text(data.location),
      description: text(data.description),
      drawTime: text(data.drawTime),
    };
  });
}

export const matchesQuery = queryOptions({ queryKey: ['matches'], queryFn: getMatches });

export function useMatches() {
  return useQuery(matchesQuery);
}
