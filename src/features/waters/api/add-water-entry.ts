import { collection, doc, getDocs, setDoc } from 'firebase/firestore/lite';
import { waterEntriesPath, type WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';
import { numberOr } from '../../../lib/firestore-values';
import { deleteWaterImage, uploadWaterImage } from './water-image';

export interface NewWaterEntry {
  /** Stored HTML; the public page sanitises it. */
  text: string;
  image: Blob;
}

/** Adds an entry at the end of the water's page: image first, then the document. Returns its id. */
export async function addWaterEntry(key: WaterKey, entry: NewWaterEntry): Promise<string> {
  const [root, ...rest] = waterEntriesPath(key);
  const entries = collection(db, root, ...rest);
  const ref = doc(entries);
  const existing = await getDocs(entries);
  const pagePosition =
    Math.max(0, ...existing.docs.map((d) => numberOr(d.data().pagePosition, 0))) + 1;
  const imgUrl = await uploadWaterImage(key, ref.id, entry.image);
  try {
    await setDoc(ref, { pagePosition, imgUrl, text: entry.text });
  } catch (error) {
    // Leave no orphaned image behind when the entry itself could not be saved.
    await deleteWaterImage(key, ref.id).catch(() => {});
    throw error;
  }
  return ref.id;
}
