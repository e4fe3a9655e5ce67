import { doc, getDoc } from 'firebase/firestore/lite';
import { CLUB_RECORDS_DOC_ID, COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { personalBestId } from '../record-book';
import type { ClubRecords, PersonalBests } from '../types';
import { clubRecordsFromData, personalBestsFromData } from './records-from-data';

/** The club records: one document, however many catches there are. */
export async function getClubRecords(): Promise<ClubRecords> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.records, CLUB_RECORDS_DOC_ID));
  return clubRecordsFromData(snapshot.data());
}

/** One angler's personal bests: one document. */
export async function getPersonalBests(memberName: string): Promise<PersonalBests> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.personalBests, personalBestId(memberName)));
  return personalBestsFromData(memberName, snapshot.data());
}
