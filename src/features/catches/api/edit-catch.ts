import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, runTransaction, type DocumentData } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import {
  currentEditor,
  undoChange,
  writeRecorded,
  type Recorded,
  type RestoreSideEffect,
} from '../../../lib/history';
import { entryFromCatch, recordDeletion, recordPublished } from '../../records';
import { catchTitle } from './review-catch';
import { catchFields, type CatchFieldsInput } from './catch-fields';

/** What the catches admin may correct (issue 19): the submission form's fields but the photo. */
export type CatchCorrection = CatchFieldsInput;

/** The stored catch with `input` in place of its name, water, species and weight. */
export function correctedCatch(stored: DocumentData, input: CatchCorrection): DocumentData {
  const rest = { ...stored };
  for (const field of ['fishLbs', 'fishOz', 'weightOz', 'rev']) delete rest[field];
  return { ...rest, ...catchFields(input) };
}

/**
 * Corrects a catch, before or after approval, recorded in the history; for an approved catch the
 * records follow just after (recordsFollow).
 */
export async function editCatch(id: string, input: CatchCorrection): Promise<Recorded> {
  const catchRef = doc(db, COLLECTIONS.catches, id);
  const editor = await currentEditor();
  let versions: [DocumentData, DocumentData] = [{}, {}];
  const rev = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(catchRef);
    if (!snapshot.exists()) throw new Error('This catch no longer exists.');
    const stored = snapshot.data();
    const next = correctedCatch(stored, input);
    versions = [stored, next];
    return writeRecorded(tx, editor, snapshot, next, {
      area: 'manageCatches',
      kind: 'edit',
      title: catchTitle(next),
    });
  });
  await recordsFollow(id, ...versions);
  return undoableEdit(catchRef.path, rev, id);
}

/**
 * The club records and personal bests after the catch `id` went from `before` to `after` (both
 * already written): its old version taken out as a delete takes it, then its new one put in as
 * an approval does. Each is a transaction of its own, one change of one species and water, as
 * firestore.rules check records (clubRecordChangeOk); together in the catch's own write they
 * would pass the 1,000 expressions rules evaluate in a request. Between the two, the records
 * hold the next heaviest catch, which the rules accept, and a failure leaves records the next
 * change of that species puts right (the rules let a non-matching holder be replaced).
 */
async function recordsFollow(id: string, before: DocumentData, after: DocumentData) {
  const [was, now] = [recordEntry(id, before), recordEntry(id, after)];
  if (JSON.stringify(was) === JSON.stringify(now)) return;
  if (was) await runTransaction(db, async (tx) => (await recordDeletion(tx, id, before))());
  if (now)
    await runTransaction(db, async (tx) => {
      const current = await tx.get(doc(db, COLLECTIONS.catches, id));
      if (current.exists()) (await recordPublished(tx, id, current.data()))();
    });
}

/** What the records keep of a version: only an approved one counts. */
const recordEntry = (id: string, data: DocumentData) =>
  data.isPublic === true ? entryFromCatch(id, data) : undefined;

/** Undo of an edit (the snackbar's): the version before comes back, and the records follow it. */
function undoableEdit(path: string, rev: number, id: string): Recorded {
  return {
    path,
    rev,
    undo: async () => {
      let versions: [DocumentData, DocumentData] | undefined;
      const result = await undoChange(path, rev, async (_tx, stored, restored) => {
        versions = [stored ?? {}, restored];
        return () => undefined;
      });
      if (versions) await recordsFollow(id, ...versions);
      return result;
    },
  };
}

export function useEditCatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CatchCorrection }) => editCatch(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['catches'] }),
        queryClient.invalidateQueries({ queryKey: ['records'] }),
      ]),
  });
}

/**
 * Putting back a catch's version from the history or the bin (one transaction, the kit's): a
 * catch back from the bin takes its records again, as an approval does. A version put back over
 * an approved catch adds its records the same way; the old version's slots are recounted only by
 * the edit and its Undo (recordsFollow), which take two more transactions than the kit gives.
 */
export const catchRestoreEffect: RestoreSideEffect = (tx, _stored, restored, id) =>
  recordEntry(id, restored) ? recordPublished(tx, id, restored) : Promise.resolve(() => undefined);
