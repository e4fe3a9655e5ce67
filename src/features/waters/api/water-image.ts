/** The image of a water entry lives at waterImages/{waterKey}/{entryId}: one file per entry. */
import { deleteObject, getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { STORAGE_PATHS } from '../../../config/constants';
import type { WaterKey } from '../../../config/waters';
import { loadStorage } from '../../../lib/firebase';

/** Uploads (or replaces, since the path is the entry's) the entry's image; returns its URL. */
export async function uploadWaterImage(key: WaterKey, entryId: string, image: Blob) {
  if (!image.type.startsWith('image/')) throw new Error('Choose an image file.');
  const imageRef = ref(await loadStorage(), STORAGE_PATHS.waterImage(key, entryId));
  await uploadBytes(imageRef, image, { contentType: image.type });
  return getDownloadURL(imageRef);
}

/** Removes the entry's image; one that is already gone is not an error. */
export async function deleteWaterImage(key: WaterKey, entryId: string): Promise<void> {
  try {
    await deleteObject(ref(await loadStorage(), STORAGE_PATHS.waterImage(key, entryId)));
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
  }
}
