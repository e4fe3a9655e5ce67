/**
 * Uploading and removing the club's images in Cloud Storage. Feature api modules call these; the
 * errors they throw keep their storage/* codes so errorMessage() can word them.
 */
import { deleteObject, getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { describedName, variantName, variantNamesOf } from '../config/picture-sizes';
import { loadStorage } from './firebase';
import { PictureFile } from './photo/picture-file';

/**
 * Stores `file` at `path` (replacing what was there) and returns its download URL. A prepared
 * picture's variants (PictureFile) are stored first, beside it, and its name says which exist
 * (src/config/picture-sizes.ts): the URL returned is then that of `path` with that suffix. If any
 * upload fails, those already made are removed again and the error is thrown.
 */
export async function uploadImage(path: string, file: Blob): Promise<string> {
  const storage = await loadStorage();
  const blobs = file instanceof PictureFile ? file.variants.blobs : [];
  const name =
    file instanceof PictureFile && blobs.length > 0
      ? describedName(path, { format: file.variants.format, widths: blobs.map((v) => v.width) })
      : path;
  const target = ref(storage, name);
  const stored = await Promise.allSettled(
    blobs.map(({ width, blob }) =>
      uploadBytes(ref(storage, variantName(name, width)), blob, {
        contentType: blob.type,
        // A new name per upload: the variant never changes, so browsers may keep it.
        cacheControl: 'public, max-age=31536000, immutable',
      }),
    ),
  );
  const failed = stored.find((result) => result.status === 'rejected');
  try {
    if (failed) throw failed.reason;
    await uploadBytes(target, file, { contentType: file.type || 'image/jpeg' });
    return await getDownloadURL(target);
  } catch (error) {
    await Promise.allSettled(
      stored.flatMap((result) =>
        result.status === 'fulfilled' ? [deleteObject(result.value.ref)] : [],
      ),
    );
    throw error;
  }
}

/** Removes a picture uploadImage stored (a path or its download URL) and its variants. */
export async function deletePictureIfPresent(pathOrUrl: string): Promise<void> {
  const storage = await loadStorage();
  const path = ref(storage, pathOrUrl).fullPath;
  await Promise.all([path, ...variantNamesOf(path)].map((name) => deleteFileIfPresent(name)));
}

/**
 * Removes the file at `pathOrUrl` (a storage path or one of its download URLs). A file that is
 * already gone is not an error: the goal, no file, is reached.
 */
export async function deleteFileIfPresent(pathOrUrl: string): Promise<void> {
  const storage = await loadStorage();
  try {
    await deleteObject(ref(storage, pathOrUrl));
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
  }
}

/** The storage path a download URL points at, or undefined for a URL that is not one of ours. */
export async function storagePathOf(url: string): Promise<string | undefined> {
  const storage = await loadStorage();
  try {
    return ref(storage, url).fullPath;
  } catch {
    return undefined;
  }
}
