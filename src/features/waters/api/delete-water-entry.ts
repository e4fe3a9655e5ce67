import { deleteDoc, doc, getDoc } from 'firebase/firestore/lite';
import { waterEntriesPath, type WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';
import { deleteWaterImage } from './water-image';

/** Deletes the entry, then its image (a page never shows an entry whose image is gone). */
export async function deleteWaterEntry(key: WaterKey, id: string): Promise<void> {
  const ref = doc(db, ...waterEntriesPath(key), id);
  if (!(await getDoc(ref)).exists()) throw new Error('That entry no longer exists.');
  await deleteDoc(ref);
  await deleteWaterImage(key, id);
}
