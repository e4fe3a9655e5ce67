import { doc, getDoc, updateDoc } from 'firebase/firestore/lite';
import { waterEntriesPath, type WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';
import { uploadWaterImage } from './water-image';

export interface WaterEntryChanges {
  text: string;
  /** A new image replaces the old one (same storage path, so the old file is gone). */
  image?: Blob;
}

export async function updateWaterEntry(
  key: WaterKey,
  id: string,
  changes: WaterEntryChanges,
): Promise<void> {
  const ref = doc(db, ...waterEntriesPath(key), id);
  // Checked first, so a deleted entry does not get a new image uploaded for nothing.
  if (!(await getDoc(ref)).exists()) throw new Error('That entry no longer exists.');
  const imgUrl = changes.image ? await uploadWaterImage(key, id, changes.image) : undefined;
  await updateDoc(ref, { text: changes.text, ...(imgUrl ? { imgUrl } : {}) });
}
