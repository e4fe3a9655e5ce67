import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, Timestamp } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { Match } from '../types';

export type NewMatch = Omit<Match, 'id'>;

/** Adds a match; its date is stored as a Timestamp (spec section 7). */
export async function addMatch(match: NewMatch): Promise<string> {
  const reference = await addDoc(collection(db, COLLECTIONS.matches), {
    description: match.description,
    location: match.location,
    drawTime: match.drawTime,
    date: Timestamp.fromDate(match.date),
  });
  return reference.id;
}

export function useAddMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['matches'] }),
  });
}
