import { getDoc } from 'firebase/firestore/lite';
import type { WaterKey } from '../../../config/waters';
import { changeRecorded, type Recorded } from '../../../lib/history';
import { uploadWaterImage } from './water-image';
import { waterEntryRef, waterEntryTitle } from './water-entry-ref';

export interface WaterEntryChanges {
  text: string;
  /** A new image replaces the old one on the page (the old file stays, for the history). */
  image?: Blob | undefined;
  /** Without a new image: the entry stays, with no picture (the file stays, for the history). */
  removeImage?: boolean | undefined;
}

/** Changes an entry's text and, when given, its image, or removes its image; recorded. */
export async function updateWaterEntry(
  key: WaterKey,
  id: string,
  changes: WaterEntryChanges,
): Promise<Recorded> {
  const ref = waterEntryRef(key, id);
  // Checked first, so a deleted entry does not get a new image uploaded for nothing.
  if (!(await getDoc(ref)).exists()) throw new Error('That entry no longer exists.');
  const imgUrl = changes.image ? await uploadWaterImage(key, changes.image) : undefined;
  return changeRecorded(
    ref,
    { area: 'manageWaters', kind: 'edit', title: waterEntryTitle(key) },
    () => ({
      text: changes.text,
      ...(imgUrl ? { imgUrl } : changes.removeImage ? { imgUrl: '' } : {}),
    }),
    { merge: true },
  );
}
