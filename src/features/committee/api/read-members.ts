import {
  collection,
  getDocs,
  orderBy,
  query,
  type DocumentSnapshot,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { numberOr, optionalText, text } from '../../../lib/firestore-values';
import type { CommitteeMember } from '../types';

export function toMember(snapshot: DocumentSnapshot): CommitteeMember {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    positionRank: numberOr(data.positionRank, 0),
    photoURL: optionalText(data.photoURL),
    memberName: text(data.memberName),
    memberRole: text(data.memberRole),
    contactAddress: optionalText(data.contactAddress),
    contactEmail: optionalText(data.contactEmail),
    contactNumber: optionalText(data.contactNumber),
  };
}

/** The committee, by positionRank. */
export async function getMembers(): Promise<CommitteeMember[]> {
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.members), orderBy('positionRank')),
  );
  return snapshot.docs.map(toMember);
}
