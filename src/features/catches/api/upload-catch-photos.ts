import {
  deleteObject,
  getDownloadURL,
  uploadBytesResumable,
  type StorageReference,
  type UploadTask,
} from 'firebase/storage';

export interface UploadOptions {
  /** Upload progress, 0 to 1, over all the files together. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; nothing is left behind. */
  signal?: AbortSignal;
}

export function canceledError(): Error {
  return Object.assign(new Error('The upload was cancelled.'), { code: 'storage/canceled' });
}

const isCanceled = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'storage/canceled';

/** Removes files a failed submission uploaded; one already gone is not an error. */
export async function removeUploads(refs: StorageReference[]): Promise<void> {
  await Promise.allSettled(refs.map((r) => deleteObject(r)));
}

/** One file to upload; `noURL`: its download URL is not needed (a variant, found by its path). */
export interface CatchUpload {
  ref: StorageReference;
  blob: Blob;
  noURL?: boolean;
}

/**
 * Uploads the files together and returns the download URLs of those that want one, in order. If
 * one fails (or the member cancels) the others are stopped, and any that had already arrived are
 * removed again.
 */
export async function uploadCatchPhotos(
  files: CatchUpload[],
  { onProgress, signal }: UploadOptions,
): Promise<string[]> {
  const total = files.reduce((sum, file) => sum + file.blob.size, 0) || 1;
  const sent = files.map(() => 0);
  const tasks: UploadTask[] = files.map(({ ref: fileRef, blob }) =>
    uploadBytesResumable(fileRef, blob, {
      contentType: blob.type || 'image/jpeg',
      // A catch's files never change (a new catch gets a new id), so browsers may keep them.
      cacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  const cancelAll = () => tasks.forEach((task) => task.cancel());
  signal?.addEventListener('abort', cancelAll, { once: true });
  tasks.forEach((task, index) => {
    task.on(
      'state_changed',
      (snapshot) => {
        sent[index] = snapshot.bytesTransferred;
        onProgress?.(sent.reduce((sum, bytes) => sum + bytes, 0) / total);
      },
      // One failed upload stops the other: the submission has failed either way.
      cancelAll,
    );
  });
  try {
    const results = await Promise.allSettled(tasks);
    // The failure that stopped the others, not the cancels it caused: its code says whether the
    // upload may be tried again (submit-retry.ts).
    const failures = results.filter((result) => result.status === 'rejected');
    const failure = failures.find((result) => !isCanceled(result.reason)) ?? failures.at(0);
    if (failure || signal?.aborted) {
      // Only files that arrived need removing: an unfinished resumable upload stores nothing,
      // and a delete attempted while the network is down would only keep the member waiting.
      await removeUploads(
        files.filter((_, i) => results[i]?.status === 'fulfilled').map((file) => file.ref),
      );
      throw signal?.aborted ? canceledError() : failure?.reason;
    }
    try {
      return await Promise.all(
        files.filter((file) => !file.noURL).map((file) => getDownloadURL(file.ref)),
      );
    } catch (error) {
      await removeUploads(files.map((file) => file.ref));
      throw error;
    }
  } finally {
    signal?.removeEventListener('abort', cancelAll);
  }
}
