import { collection, getDocs } from 'firebase/firestore/lite';
import { waterEntriesPath, type WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';
import { numberOr } from '../../../lib/firestore-values';
import { changeRecorded } from '../../../lib/history';
import { deleteUnusedWaterImage, uploadWaterImage } from './water-image';
import { waterEntryRef, waterEntryTitle } from './water-entry-ref';

export interface NewWaterEntry {
  /** Stored HTML; the public page sanitises it. */
  text: string;
  image: Blob;
}

/**
 * Adds an entry at the end of the water's page: image first, then the document (recorded).
 * Returns its id.
 */
export async function addWaterEntry(key: WaterKey, entry: NewWaterEntry): Promise<string> {
  const [root, ...rest] = waterEntriesPath(key);
  const existing = await getDocs(collection(db, root, ...rest));
  const ref = waterEntryRef(key);
  const pagePosition =
    Math.max(0, ...existing.docs.map((d) => numberOr(d.data().pagePosition, 0))) + 1;
  const imgUrl = await uploadWaterImage(key, entry.image);
  try {
    await changeRecorded(
      ref,
      { area: 'manageWaters', kind: 'create', title: waterEntryTitle(key) },
      () => ({
        pagePosition,
        imgUrl,
        text: entry.text,
      }),
    );
  } catch (error) {
    // Leave no orphaned image behind when the entry itself could not be saved.
    await deleteUnusedWaterImage(imgUrl).catch(() => {});
    throw error;
  }
  return ref.id;
}
