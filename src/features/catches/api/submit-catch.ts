import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore/lite';
import { ref } from 'firebase/storage';
import {
  catchVariantPath,
  catchVariantPaths,
  withCatchVariants,
} from '../../../config/catch-photo-variants';
import { COLLECTIONS, STORAGE_PATHS, type CatchLocation } from '../../../config/constants';
import type { VariantFormat } from '../../../config/picture-sizes';
import type { VariantBlob } from '../../../lib/photo/picture-file';
import {
  CATCH_QUOTA_WINDOW_MS,
  CLUB_CATCHES_PER_HOUR,
  quotaWindowOf,
} from '../../../config/submission-limits';
import { catchFields } from './catch-fields';
import { answerLost, isTransient, offline, retryTransient } from './submit-retry';
import { siteServices, type SubmitServices } from './submit-services';
import { submitterUid } from './submitter-identity';
import { countDraft, countSubmission, rankOf, type SubmitterRecord } from './submitter-limits';
import {
  canceledError,
  removeUploads,
  uploadCatchPhotos,
  type UploadOptions,
} from './upload-catch-photos';

export interface NewCatch {
  memberName: string;
  catchLocation: CatchLocation;
  fishType: string;
  fishLbs?: number;
  fishOz?: number;
  /** The prepared photo (photo/prepare-photo.ts): resized, without EXIF. */
  photo: Blob;
  /** Its thumbnail for the list: required, as firestore.rules (finishDraft) require its URL. */
  thumb: Blob;
  /**
   * The photo at the widths the catch page draws it at (src/config/catch-photo-variants.ts).
   * Absent from a catch queued in the outbox before variants were made: it is sent without.
   */
  variants?: { format: VariantFormat; blobs: VariantBlob[] };
}

export interface SubmitCatchOptions extends UploadOptions {
  /**
   * The catch's id, made by the caller (e.g. an offline queue, so that a retry after a lost
   * answer finds the catch it already stored instead of storing it twice). A new id otherwise.
   */
  id?: string;
}

export interface SubmittedCatch {
  id: string;
  orderRank: number;
  /**
   * The club's hour was full when it was stored (the cap counts catches whose files the admin
   * server has seen): stored, it reaches the committee's review after this time (ms since 1970).
   */
  reviewAfter?: number;
}

/** The catch's own fields, as firestore.rules (validDraft) check them. */
function draftFields(input: NewCatch, ownerUid: string): DocumentData {
  return {
    ...catchFields(input),
    isPublic: false,
    ownerUid,
    submittedAt: serverTimestamp(),
    // Removed when the draft is finished: the admin server's sweep of old drafts queries it.
    unfinished: true,
  };
}

const isUnfinished = (data: DocumentData | undefined) =>
  data !== undefined && data.isPublic === false && typeof data.orderRank !== 'number';

/** Every file a draft may hold: its photo, thumbnail and the photo's variants. */
const draftFilePaths = (id: string) => [
  STORAGE_PATHS.catchPhoto(id),
  STORAGE_PATHS.catchThumb(id),
  ...catchVariantPaths(id),
];

/** Removes an unfinished draft of this submitter: its files (if any), then the document. */
async function discardDraft(services: SubmitServices, catchRef: DocumentReference) {
  const storage = await services.loadStorage();
  await removeUploads(draftFilePaths(catchRef.id).map((path) => ref(storage, path)));
  await deleteDoc(catchRef);
}

/**
 * When a stored catch reaches review, if not within the hour: catchQuota/{this hour} counts the
 * catches the admin server has seen stored (issue 32), and past CLUB_CATCHES_PER_HOUR a catch
 * waits for the next hour. Only what the member is told: the catch is stored either way.
 */
async function reviewAfter(db: Firestore): Promise<number | undefined> {
  const hour = quotaWindowOf(Date.now());
  const quota = await getDoc(doc(db, COLLECTIONS.catchQuota, String(hour))).catch(() => undefined);
  const count = quota?.get('count') as unknown;
  if (typeof count !== 'number' || count < CLUB_CATCHES_PER_HOUR) return undefined;
  return (hour + 1) * CATCH_QUOTA_WINDOW_MS;
}

/** Tie-breaks tried when drafts created at the same microsecond want the same rank. */
const RANK_ATTEMPTS = 20;

/**
 * Step 3: the photos, the orderRank and its catchRanks claim, and the counted submission, in one
 * batch. Drafts created at the same microsecond want the same rank; the rules let only one claim
 * it, and the others take the next free number (within the same millisecond).
 */
async function finish(
  db: Firestore,
  catchRef: DocumentReference,
  submitterRef: DocumentReference,
  photos: DocumentData,
  counted: DocumentData,
  firstRank: number,
): Promise<number> {
  for (let orderRank = firstRank; ; orderRank++) {
    const claimRef = doc(db, COLLECTIONS.catchRanks, String(orderRank));
    const finishing = writeBatch(db);
    finishing.update(catchRef, { ...photos, orderRank });
    finishing.set(claimRef, { catchId: catchRef.id });
    finishing.set(submitterRef, counted, { merge: true });
    try {
      await finishing.commit();
      return orderRank;
    } catch (error) {
      const claim = await getDoc(claimRef);
      // Our own batch, stored with its answer lost on the way back.
      if (claim.get('catchId') === catchRef.id) return orderRank;
      const taken = orderRank - firstRank < RANK_ATTEMPTS - 1 && claim.exists();
      if (!taken) throw error;
    }
  }
}

/**
 * A member's catch, in the order firestore.rules and storage.rules require (docs/product-spec.md §7):
 *   1. the draft: the catch without photos, owned by the submitter's uid (submitterUid: an
 *      anonymous user unless someone is signed in), opened in submitters/{uid} in one batch;
 *   2. the photo to catches/{id}, the thumbnail to catchThumbs/{id} and the photo's variants to
 *      catchPhotoVariants/{id}/{index}, which Storage accepts only for that submitter's
 *      unfinished draft; the photo's URL says which variants went with it;
 *   3. one batch that adds their URLs and the orderRank (the draft's server time) and counts the
 *      submission in submitters/{uid}, within the per-identity limits.
 * No shared document is written, so submissions never queue behind each other; the club-wide cap
 * is counted by the admin server once it has seen the files (reviewAfter). A step that fails
 * transiently (a saturated server, an answer lost on the way) is tried again with backoff
 * (submit-retry.ts). On any other failure or cancel the uploaded files and the draft are removed
 * again, so nothing is left behind; a catch from the outbox keeps its draft after a passing
 * failure, and its next try goes on from it.
 */
export async function submitCatchWith(
  services: SubmitServices,
  input: NewCatch,
  options: SubmitCatchOptions = {},
): Promise<SubmittedCatch> {
  if (options.signal?.aborted) throw canceledError();
  const { db } = services;
  const uid = await submitterUid(services);
  const catches = collection(db, COLLECTIONS.catches);
  const catchRef = options.id ? doc(catches, options.id) : doc(catches);
  const submitterRef = doc(db, COLLECTIONS.submitters, uid);

  // A catch sent again from the outbox (options.id) goes on from its own draft, if an earlier
  // attempt left one: a retry spends none of the drafts a day (issue 32).
  let reused = false;
  if (options.id) {
    const data = (await getDoc(catchRef)).data();
    // Already stored by an attempt whose answer was lost: the same catch, not a second one.
    if (data && !isUnfinished(data)) return { id: catchRef.id, orderRank: Number(data.orderRank) };
    reused = data !== undefined && data.ownerUid === uid;
    if (data && !reused) await discardDraft(services, catchRef);
  }
  const submitter = (await getDoc(submitterRef)).data() as SubmitterRecord | undefined;
  // The per-identity limits said in words before any draft is opened, so a catch that must wait
  // (a minute, or until tomorrow) spends no draft; the server's time decides again at the finish.
  countSubmission(submitter, Timestamp.now());
  // A draft left by a submission that never finished (the page was closed half way) goes first:
  // the rules allow one open draft per submitter.
  if (submitter?.draft && submitter.draft !== catchRef.id) {
    const staleRef = doc(catches, submitter.draft);
    if (isUnfinished((await getDoc(staleRef)).data())) await discardDraft(services, staleRef);
  }

  if (!reused) {
    const opening = writeBatch(db);
    opening.set(catchRef, draftFields(input, uid));
    // Counted against the drafts a day (firestore.rules opensDraft): refused here in words first.
    opening.set(
      submitterRef,
      { draft: catchRef.id, ...countDraft(submitter, Date.now()) },
      { merge: true },
    );
    await opening.commit();
  }

  const storage = await services.loadStorage();
  const variants = input.variants?.blobs ?? [];
  const files = [
    { ref: ref(storage, STORAGE_PATHS.catchPhoto(catchRef.id)), blob: input.photo },
    { ref: ref(storage, STORAGE_PATHS.catchThumb(catchRef.id)), blob: input.thumb },
    ...variants.map(({ blob }, index) => ({
      ref: ref(storage, catchVariantPath(catchRef.id, index)),
      blob,
      noURL: true,
    })),
  ];
  const refs = files.map((file) => file.ref);
  let uploaded = false;
  try {
    const submittedAt = (await retryTransient(() => getDoc(catchRef), options.signal)).get(
      'submittedAt',
    ) as Timestamp;
    const counted = countSubmission(submitter, submittedAt);
    const orderRank = rankOf(submittedAt);
    if (options.signal?.aborted) throw canceledError();
    const [photoURL, thumbURL] = await retryTransient(async (attempt) => {
      // A file whose answer was lost may have arrived (or an earlier attempt's, on a draft gone
      // on from): the rules take a draft's file only once.
      if (attempt > 0 || reused) await removeUploads(refs);
      return uploadCatchPhotos(files, options).catch(answerLost(refs));
    }, options.signal);
    uploaded = true;
    const imgURL =
      input.variants && variants.length > 0
        ? withCatchVariants(photoURL!, {
            format: input.variants.format,
            widths: variants.map((variant) => variant.width),
          })
        : photoURL;

    const photos = { imgURL, thumbURL, unfinished: deleteField() };
    const rank = await retryTransient(async (attempt) => {
      // The batch may have been stored with its answer lost: then the catch is finished.
      const stored = attempt > 0 ? (await getDoc(catchRef)).get('orderRank') : undefined;
      if (typeof stored === 'number') return stored;
      return finish(db, catchRef, submitterRef, photos, counted, orderRank);
    }, options.signal);
    return { id: catchRef.id, orderRank: rank, reviewAfter: await reviewAfter(db) };
  } catch (error) {
    // Kept for the outbox's next try (options.id) after a passing failure: the draft, so the
    // retry spends no other (the admin server's upkeep removes it after a day if none comes).
    const keepDraft = options.id !== undefined && isTransient(error);
    if (uploaded && !keepDraft) await removeUploads(refs);
    // After a transient failure a file may have arrived unanswered: tidied without keeping the
    // member waiting (and not offline, where it could only wait; the next submission tidies).
    else if (isTransient(error) && !offline() && !keepDraft) void removeUploads(refs);
    // The draft goes too; if even that fails (offline), the next submission removes it.
    if (!keepDraft) await deleteDoc(catchRef).catch(() => undefined);
    throw error;
  }
}

/** submitCatchWith the site's own Firebase services. */
export function submitCatch(
  input: NewCatch,
  options: SubmitCatchOptions = {},
): Promise<SubmittedCatch> {
  return submitCatchWith(siteServices, input, options);
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
