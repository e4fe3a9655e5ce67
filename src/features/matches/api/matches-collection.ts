import { collection, Timestamp } from 'firebase/firestore/lite';
import { recordedCollectionApi } from '../../../components/admin/collection-api';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { recordedCollection } from '../../../lib/history';
import type { Match, MatchWithResult } from '../types';
import { matchesQuery } from './get-matches';

export type NewMatch = Omit<Match, 'id'>;

// Each write is recorded in the history; the date is stored as a Timestamp (docs/product-spec.md §7), and
// an edit keeps the match's other fields (its result).
const matches = recordedCollection<NewMatch>({
  area: 'manageMatches',
  collection: () => collection(db, COLLECTIONS.matches),
  title: (match) => match.description,
  data: (match) => ({
    description: match.description,
    location: match.location,
    drawTime: match.drawTime,
    date: Timestamp.fromDate(match.date),
  }),
  merge: true,
});
export const { ref: matchRef, add: addMatch, update: updateMatch, remove: deleteMatch } = matches;

/** "HH:mm" as the time field's value: that time of today. */
function timeOfDay(text: string): Date | null {
  const [hours, minutes] = text.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return null;
  const time = new Date();
  time.setHours(hours, minutes, 0, 0);
  return time;
}

/** Manage Matches: the list, add, edit, delete to Recently deleted, History. */
export const matchesCollection = recordedCollectionApi(matches, {
  list: matchesQuery,
  noun: 'match',
  name: (match: MatchWithResult) => match.description,
  // The stored UTC day is the form's local day, and back (the match list shows dates in UTC).
  toForm: (match) => ({
    ...match,
    drawTime: timeOfDay(match.drawTime),
    date: new Date(match.date.getUTCFullYear(), match.date.getUTCMonth(), match.date.getUTCDate()),
  }),
  fromForm: ({ date, ...fields }: NewMatch) => ({
    ...fields,
    date: new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())),
  }),
});
