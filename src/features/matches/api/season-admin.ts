import { deleteDoc, doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { Season } from '../match-day/types';

/** Creates or replaces a season (its id is chosen by the caller, e.g. "2026"). */
export async function saveSeason(season: Season): Promise<void> {
  await setDoc(doc(db, COLLECTIONS.seasons, season.id), {
    name: season.name,
    start: Timestamp.fromDate(season.start),
    end: Timestamp.fromDate(season.end),
    scheme: season.scheme.kind,
    ...(season.scheme.kind === 'fixed' ? { fixedPoints: season.scheme.table } : {}),
    bestOf: season.bestOf,
  });
}

export async function deleteSeason(id: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.seasons, id));
}
