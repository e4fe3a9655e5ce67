/** The image of a water entry lives at waterImages/{waterKey}/{entryId}: one file per entry. */
import { STORAGE_PATHS } from '../../../config/constants';
import type { WaterKey } from '../../../config/waters';
import { deleteFileIfPresent, uploadImage } from '../../../lib/storage-files';

/** Uploads (or replaces, since the path is the entry's) the entry's image; returns its URL. */
export async function uploadWaterImage(key: WaterKey, entryId: string, image: Blob) {
  if (!image.type.startsWith('image/')) throw new Error('Choose an image file.');
  return uploadImage(STORAGE_PATHS.waterImage(key, entryId), image);
}

/** Removes the entry's image; one that is already gone is not an error. */
export function deleteWaterImage(key: WaterKey, entryId: string): Promise<void> {
  return deleteFileIfPresent(STORAGE_PATHS.waterImage(key, entryId));
}
