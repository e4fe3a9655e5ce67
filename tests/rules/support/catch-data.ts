/** Catch documents as the submission flow writes them, for the catch rules tests. */
import {
  doc as seedDoc,
  writeBatch as seedBatch,
  type Firestore as SeedDb,
} from 'firebase/firestore';
import { doc, writeBatch, type DocumentData, type Firestore as Db } from 'firebase/firestore/lite';
import { searchKeywords } from '../../../src/features/catches/search-keywords';

export const STORAGE_BASE = 'http://127.0.0.1:9199/v0/b/demo-pac.appspot.com/o';

/** A Firestore-style auto id (20 letters and digits). */
export const NEW_ID = 'NewCatch000000000001';
export const APPROVED_ID = 'Approved000000000001';
export const PENDING_ID = 'Pending0000000000002';

export const downloadUrl = (folder: string, id: string) =>
  `${STORAGE_BASE}/${folder}%2F${id}?alt=media&token=5a1b2c3d-0000-4000-8000-000000000000`;

export function validCatch(id: string, orderRank: number): DocumentData {
  return {
    memberName: 'Sarah Fisher',
    catchLocation: 'Clay End',
    fishType: 'Common Carp',
    fishLbs: 21,
    fishOz: 8,
    imgURL: downloadUrl('catches', id),
    thumbURL: downloadUrl('catchThumbs', id),
    isPublic: false,
    orderRank,
    searchKeywords: searchKeywords('Sarah Fisher', 'Common Carp', 'Clay End'),
  };
}

/** The existing club: one approved catch (rank 1), one waiting (rank 2), the counter at 2. */
export async function seedCatches(db: SeedDb): Promise<void> {
  const batch = seedBatch(db);
  batch.set(seedDoc(db, 'catches', APPROVED_ID), { ...validCatch(APPROVED_ID, 1), isPublic: true });
  batch.set(seedDoc(db, 'catches', PENDING_ID), validCatch(PENDING_ID, 2));
  batch.set(seedDoc(db, 'counters', 'catches'), { last: 2, lastId: PENDING_ID });
  await batch.commit();
}

/**
 * Writes a catch and the counter in one batch, as the submission transaction does. `counter`
 * null leaves the counter alone.
 */
export function submit(
  db: Db,
  id: string,
  data: DocumentData,
  counter: DocumentData | null = { last: data.orderRank, lastId: id },
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'catches', id), data);
  if (counter) batch.set(doc(db, 'counters', 'catches'), counter);
  return batch.commit();
}
