import { collection, doc, getDoc, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { AGE_BANDS, type AgeBand, type DayRange } from '../../../config/membership';
import { db } from '../../../lib/firebase';
import { numberOr, text } from '../../../lib/firestore-values';
import type { MembershipTypeItem } from '../types';

export async function readMembershipTypes(): Promise<MembershipTypeItem[]> {
  const snapshot = await getDocs(collection(db, COLLECTIONS.membershipTypes));
  return snapshot.docs
    .map((item) => {
      const data = item.data();
      const band = AGE_BANDS.includes(data.ageBand as AgeBand)
        ? (data.ageBand as AgeBand)
        : 'adult';
      return {
        id: item.id,
        name: text(data.name),
        pricePence: numberOr(data.pricePence, 0),
        ageBand: band,
        cap: typeof data.cap === 'number' ? data.cap : null,
        description: text(data.description),
      };
    })
    .sort((a, b) => a.pricePence - b.pricePence || a.name.localeCompare(b.name));
}

export interface DayTicketTerms {
  pricePence: number | null;
  /** Each water's closed season (month-days), when it has one: no day tickets then. */
  closedSeasons: Record<string, DayRange>;
}

/** Only the day ticket's price: the page needs nothing else of the club's settings. */
export async function readDayTicketTerms(): Promise<DayTicketTerms> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.clubSettings, 'membership'));
  const price = snapshot.data()?.dayTicketPricePence;
  const closed = snapshot.data()?.closedSeasons;
  return {
    pricePence: typeof price === 'number' ? price : null,
    closedSeasons: closed && typeof closed === 'object' ? (closed as Record<string, DayRange>) : {},
  };
}
