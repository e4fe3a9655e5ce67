/**
 * Uploading and removing the club's images in Cloud Storage. Feature api modules call these; the
 * errors they throw keep their storage/* codes so errorMessage() can word them.
 */
import { deleteObject, getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { loadStorage } from './firebase';

/** Stores `file` at `path` (replacing what was there) and returns its download URL. */
export async function uploadImage(path: string, file: Blob): Promise<string> {
  const storage = await loadStorage();
  const target = ref(storage, path);
  await uploadBytes(target, file, { contentType: file.type || 'image/jpeg' });
  return getDownloadURL(target);
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
