/**
 * A water entry's image lives at waterImages/{waterKey}/{new id}: a new name per upload, so a
 * replaced or deleted entry's image stays for its history until the bin purge removes it.
 */
import { STORAGE_PATHS } from '../../../config/constants';
import type { WaterKey } from '../../../config/waters';
import { deletePictureIfPresent, storagePathOf, uploadImage } from '../../../lib/storage-files';

/** Uploads an entry's image under a new name; returns its URL. */
export async function uploadWaterImage(key: WaterKey, image: Blob) {
  if (!image.type.startsWith('image/')) throw new Error('Choose an image file.');
  return uploadImage(STORAGE_PATHS.waterImage(key, crypto.randomUUID()), image);
}

/**
 * Removes an image no entry ever pointed at (a failed add), with its variants; one already gone
 * is not an error.
 */
export async function deleteUnusedWaterImage(url: string): Promise<void> {
  const path = await storagePathOf(url);
  if (path) await deletePictureIfPresent(path);
}
