import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  type DocumentData,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { CLUB_RECORDS_DOC_ID, COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import {
  personalBestId,
  slotsHeldBy,
  withApprovedCatch,
  withoutAngler,
  withPersonalCatch,
  withPersonalRecounted,
  withSlotRecounted,
} from '../record-book';
import type { ClubRecords, PersonalBests, RecordEntry, RecordSlot } from '../types';
import { clubRecordsFromData, entryFromCatch, personalBestsFromData } from './records-from-data';

/**
 * The record keeping of the catches admin's approve and delete. Each runs inside that write's
 * transaction, in two halves because a transaction reads everything before it writes: the
 * function reads (and recounts), and the function it returns writes. So a record never points at
 * a catch that is not public, and two admins approving at once cannot lose each other's record
 * (the transaction retries on a changed records document).
 */
export type RecordWrites = () => void;

const nothing: RecordWrites = () => undefined;
const clubRef = () => doc(db, COLLECTIONS.records, CLUB_RECORDS_DOC_ID);
const personalRef = (memberName: string) =>
  doc(db, COLLECTIONS.personalBests, personalBestId(memberName));

// The shapes firestore.rules check (records, personalBests); updatedAt is the server's time.
// `changed` names the one species (and water) the write changes and the catch approved or
// deleted: the rules check that only that changed, and that every entry it sets matches an
// approved catch with a stored photo (clubRecordChangeOk, personalBestChangeOk).
const clubToData = (club: ClubRecords, entry: RecordEntry) => ({
  ...club,
  changed: { fishType: entry.fishType, water: entry.catchLocation, catchId: entry.catchId },
  updatedAt: serverTimestamp(),
});
const personalToData = (bests: PersonalBests, entry: RecordEntry) => ({
  ...bests,
  changed: entry.fishType,
  updatedAt: serverTimestamp(),
});

/** Reads what approving the catch `catchId` (its stored `data`) changes in the records. */
export async function recordApproval(
  tx: Transaction,
  catchId: string,
  data: DocumentData,
): Promise<RecordWrites> {
  return data.isPublic === true ? nothing : recordPublished(tx, catchId, data);
}

/** The club records, and `memberName`'s personal bests (none yet: undefined), as stored. */
async function readRecords(tx: Transaction, memberName: string) {
  const clubSnapshot = await tx.get(clubRef());
  const personalSnapshot = await tx.get(personalRef(memberName));
  return {
    club: clubRecordsFromData(clubSnapshot.data()),
    bests: personalSnapshot.exists()
      ? personalBestsFromData(memberName, personalSnapshot.data())
      : undefined,
  };
}

/**
 * Reads what the approved version `data` of the catch `catchId` changes in the records: its
 * approval, or (issue 19) an approved catch's new version after an edit, an undo or a restore,
 * once recordDeletion has taken its old version out. Two transactions, each one change of one
 * species and water as firestore.rules check them (clubRecordChangeOk, personalBestChangeOk).
 */
export async function recordPublished(
  tx: Transaction,
  catchId: string,
  data: DocumentData,
): Promise<RecordWrites> {
  const entry = entryFromCatch(catchId, data);
  if (!entry) return nothing;
  const { club, bests } = await readRecords(tx, entry.memberName);
  const nextClub = withApprovedCatch(club, entry);
  const nextBests = withPersonalCatch(bests, entry);
  return () => {
    if (nextClub !== club) tx.set(clubRef(), clubToData(nextClub, entry));
    if (nextBests !== bests)
      tx.set(personalRef(entry.memberName), personalToData(nextBests, entry));
  };
}

/**
 * The next heaviest approved catch for `slot`, leaving out the one being deleted: an indexed
 * query (firestore.indexes.json), ties to the earlier catch. The candidate is read again in the
 * transaction, so deleting it at the same moment makes this transaction retry rather than
 * promote a deleted catch.
 */
async function nextHolder(
  tx: Transaction,
  slot: RecordSlot,
  deletedId: string,
): Promise<RecordEntry | undefined> {
  const filters: QueryConstraint[] = [where('isPublic', '==', true)];
  if (slot.kind === 'water') filters.push(where('catchLocation', '==', slot.water));
  if (slot.kind === 'personal') filters.push(where('memberName', '==', slot.memberName));
  filters.push(where('fishType', '==', slot.fishType));
  const candidates = await getDocs(
    query(
      collection(db, COLLECTIONS.catches),
      ...filters,
      orderBy('weightOz', 'desc'),
      orderBy('orderRank'),
      limit(3),
    ),
  );
  for (const candidate of candidates.docs) {
    if (candidate.id === deletedId) continue;
    const current = await tx.get(candidate.ref);
    const entry = current.exists() && current.get('isPublic') === true;
    if (entry) return entryFromCatch(candidate.id, current.data()!);
  }
  return undefined;
}

/** Reads (and recounts) what deleting the catch `catchId` (its stored `data`) changes. */
export async function recordDeletion(
  tx: Transaction,
  catchId: string,
  data: DocumentData,
): Promise<RecordWrites> {
  const entry = data.isPublic === true ? entryFromCatch(catchId, data) : undefined;
  if (!entry) return nothing;
  let { club, bests } = await readRecords(tx, entry.memberName);
  const slots = slotsHeldBy(catchId, club, bests);
  if (slots.length === 0) return nothing;
  for (const slot of slots) {
    const next = await nextHolder(tx, slot, catchId);
    if (slot.kind === 'personal') bests = withPersonalRecounted(bests!, slot.fishType, next);
    else club = withSlotRecounted(club, slot, next);
  }
  const emptied = bests !== undefined && Object.keys(bests.bests).length === 0;
  if (emptied) club = withoutAngler(club, entry.memberName);
  const clubChanged = emptied || slots.some((slot) => slot.kind !== 'personal');
  const personalChanged = slots.some((slot) => slot.kind === 'personal');
  return () => {
    if (clubChanged) tx.set(clubRef(), clubToData(club, entry));
    if (personalChanged && emptied) tx.delete(personalRef(entry.memberName));
    else if (personalChanged) tx.set(personalRef(entry.memberName), personalToData(bests!, entry));
  };
}
