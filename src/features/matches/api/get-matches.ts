import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { MatchWithResult } from '../types';
import { matchFromData } from './match-from-data';

/** Every match, by date ascending (the admin list; the public list reads by page: read-match-list). */
export async function getMatches(): Promise<MatchWithResult[]> {
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.matches), orderBy('date')));
  return snapshot.docs.map((d) => matchFromData(d.id, d.data()));
}

export const matchesQuery = queryOptions({ queryKey: ['matches'], queryFn: getMatches });

export function useMatches() {
  return useQuery(matchesQuery);
}
