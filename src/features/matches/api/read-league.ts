import { collection, getDocs, orderBy, query, Timestamp, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { PublishedResults, Season } from '../match-day/types';
import { resultsFromData, seasonFromData } from './match-day-from-data';

/** Every season, the latest first (a club adds about one a year). */
export async function getSeasons(): Promise<Season[]> {
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.seasons), orderBy('start', 'desc')),
  );
  return snapshot.docs.map((d) => seasonFromData(d.id, d.data()));
}

/** The published results of the matches dated within the season, by date. */
export async function getSeasonResults(season: Season): Promise<PublishedResults[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.results),
      where('date', '>=', Timestamp.fromDate(season.start)),
      where('date', '<', Timestamp.fromDate(season.end)),
      orderBy('date'),
    ),
  );
  return snapshot.docs.map((d) => resultsFromData(d.data()));
}
