import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collection, doc, Timestamp } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { changeRecorded, type Recorded } from '../../../lib/history';
import type { Match } from '../types';

export type NewMatch = Omit<Match, 'id'>;

export const matchRef = (id?: string) =>
  id === undefined ? doc(collection(db, COLLECTIONS.matches)) : doc(db, COLLECTIONS.matches, id);

const matchData = (match: NewMatch) => ({
  description: match.description,
  location: match.location,
  drawTime: match.drawTime,
  date: Timestamp.fromDate(match.date),
});

/** Adds a match, recorded in the history; its date is stored as a Timestamp (spec section 7). */
export async function addMatch(match: NewMatch): Promise<string> {
  const reference = matchRef();
  await changeRecorded(
    reference,
    { area: 'manageMatches', kind: 'create', title: match.description },
    () => matchData(match),
  );
  return reference.id;
}

/** Changes a match's description, venue, draw time and day (other fields stay), recorded. */
export function updateMatch(id: string, match: NewMatch): Promise<Recorded> {
  return changeRecorded(
    matchRef(id),
    { area: 'manageMatches', kind: 'edit', title: match.description },
    () => matchData(match),
    { merge: true },
  );
}

export function useAddMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['matches'] }),
  });
}

export function useUpdateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...match }: Match) => updateMatch(id, match),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['matches'] }),
  });
}
