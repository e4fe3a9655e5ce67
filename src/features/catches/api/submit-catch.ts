import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collection,
  doc,
  getDoc,
  runTransaction,
  type DocumentReference,
} from 'firebase/firestore/lite';
import {
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytesResumable,
  type StorageReference,
  type UploadTask,
} from 'firebase/storage';
import {
  CATCH_COUNTER_DOC_ID,
  COLLECTIONS,
  STORAGE_PATHS,
  type CatchLocation,
} from '../../../config/constants';
import { db, loadStorage } from '../../../lib/firebase';
import { numberOr } from '../../../lib/firestore-values';
import { searchKeywords } from '../search-keywords';

export interface NewCatch {
  memberName: string;
  catchLocation: CatchLocation;
  fishType: string;
  fishLbs?: number;
  fishOz?: number;
  /** The prepared photo (photo/prepare-photo.ts): resized, without EXIF. */
  photo: Blob;
  /** Its thumbnail for the list. */
  thumb?: Blob;
}

export interface SubmitCatchOptions {
  /** Upload progress, 0 to 1, over the photo and its thumbnail together. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; nothing is left behind. */
  signal?: AbortSignal;
}

export interface SubmittedCatch {
  id: string;
  orderRank: number;
}

function canceledError(): Error {
  return Object.assign(new Error('The upload was cancelled.'), { code: 'storage/canceled' });
}

/** Removes files a failed submission uploaded. */
async function removeUploads(refs: StorageReference[]): Promise<void> {
  await Promise.allSettled(refs.map((r) => deleteObject(r)));
}

function codeOf(error: unknown): string {
  return String((error as { code?: unknown } | null)?.code ?? '');
}

/**
 * Uploads the files together and returns their download URLs. If one fails (or the member
 * cancels) the others are stopped, and any that had already arrived are removed again.
 */
async function upload(
  files: { ref: StorageReference; blob: Blob }[],
  { onProgress, signal }: SubmitCatchOptions,
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
    const failure = results.find((result) => result.status === 'rejected');
    if (failure || signal?.aborted) {
      // Only files that arrived need removing: an unfinished resumable upload stores nothing,
      // and a delete attempted while the network is down would only keep the member waiting.
      await removeUploads(
        files.filter((_, i) => results[i]?.status === 'fulfilled').map((file) => file.ref),
      );
      throw signal?.aborted ? canceledError() : failure?.reason;
    }
    try {
      return await Promise.all(files.map((file) => getDownloadURL(file.ref)));
    } catch (error) {
      await removeUploads(files.map((file) => file.ref));
      throw error;
    }
  } finally {
    signal?.removeEventListener('abort', cancelAll);
  }
}

/**
 * Many members may submit at once. The SDK retries a transaction whose read counter changed
 * before the commit; but the rules may see the newer counter first and refuse the write as
 * permission-denied, which the SDK does not retry. Such a refusal is retried here, after a random
 * pause, when the counter has indeed moved on; any other refusal is final.
 */
const TRANSACTION_ATTEMPTS = 30;

function pause(attempt: number): Promise<void> {
  const ceiling = Math.min(2000, 50 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}

async function counterValue(): Promise<number> {
  const counter = await getDoc(doc(db, COLLECTIONS.counters, CATCH_COUNTER_DOC_ID));
  return numberOr(counter.data()?.last, 0);
}

/** One transaction: the catch with the next orderRank, and the counter advanced to it. */
async function createCatchDocument(
  catchRef: DocumentReference,
  fields: Record<string, unknown>,
): Promise<number> {
  const counterRef = doc(db, COLLECTIONS.counters, CATCH_COUNTER_DOC_ID);
  for (let attempt = 1; ; attempt++) {
    let seen: number | undefined;
    try {
      return await runTransaction(
        db,
        async (transaction) => {
          const counter = await transaction.get(counterRef);
          seen = numberOr(counter.data()?.last, 0);
          const next = seen + 1;
          transaction.set(catchRef, { ...fields, orderRank: next });
          transaction.set(counterRef, { last: next, lastId: catchRef.id });
          return next;
        },
        { maxAttempts: TRANSACTION_ATTEMPTS },
      );
    } catch (error) {
      const raced =
        codeOf(error) === 'permission-denied' &&
        attempt < TRANSACTION_ATTEMPTS &&
        seen !== undefined &&
        (await counterValue()) !== seen;
      if (!raced) throw error;
      await pause(attempt);
    }
  }
}

/**
 * A member's catch: the photo goes to catches/{id} and the thumbnail to catchThumbs/{id} first;
 * then one transaction creates the unapproved catch with the next orderRank and advances
 * counters/catches, as firestore.rules require. If the upload fails no document is written; if
 * the document cannot be written the uploaded files are removed, so nothing is left behind.
 */
export async function submitCatch(
  input: NewCatch,
  options: SubmitCatchOptions = {},
): Promise<SubmittedCatch> {
  if (options.signal?.aborted) throw canceledError();
  const storage = await loadStorage();
  const catchRef = doc(collection(db, COLLECTIONS.catches));
  const id = catchRef.id;
  const files = [
    { ref: ref(storage, STORAGE_PATHS.catchPhoto(id)), blob: input.photo },
    ...(input.thumb
      ? [{ ref: ref(storage, STORAGE_PATHS.catchThumb(id)), blob: input.thumb }]
      : []),
  ];
  const [imgURL, thumbURL] = await upload(files, options);

  const memberName = input.memberName.trim();
  const fishType = input.fishType.trim();
  try {
    const orderRank = await createCatchDocument(catchRef, {
      memberName,
      catchLocation: input.catchLocation,
      fishType,
      ...(input.fishLbs === undefined ? {} : { fishLbs: input.fishLbs }),
      ...(input.fishOz === undefined ? {} : { fishOz: input.fishOz }),
      imgURL,
      ...(thumbURL ? { thumbURL } : {}),
      isPublic: false,
      searchKeywords: searchKeywords(memberName, fishType, input.catchLocation),
    });
    return { id, orderRank };
  } catch (error) {
    await removeUploads(files.map((file) => file.ref));
    throw error;
  }
}

export function useSubmitCatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, options }: { input: NewCatch; options?: SubmitCatchOptions }) =>
      submitCatch(input, options),
    // The admin's review list shows the new catch; the public list only once it is approved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catches'] }),
  });
}
