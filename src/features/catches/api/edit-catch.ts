import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, runTransaction, type DocumentData } from 'firebase/firestore/lite';
import { COLLECTIONS, type CatchLocation } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import {
  currentEditor,
  recorded,
  writeRecorded,
  type Recorded,
  type RestoreSideEffect,
} from '../../../lib/history';
import { recordEdit } from '../../records';
import { searchKeywords } from '../search-keywords';
import { catchTitle } from './approve-catch';

/** What the catches admin may correct (issue 19): the submission form's fields but the photo. */
export interface CatchCorrection {
  memberName: string;
  catchLocation: CatchLocation;
  fishType: string;
  fishLbs?: number | undefined;
  fishOz?: number | undefined;
}

/** The stored catch with `input` in place of its name, water, species and weight. */
export function correctedCatch(stored: DocumentData, input: CatchCorrection): DocumentData {
  const rest = { ...stored };
  for (const field of ['fishLbs', 'fishOz', 'weightOz', 'rev']) delete rest[field];
  const memberName = input.memberName.trim();
  const fishType = input.fishType.trim();
  const weighed = input.fishLbs !== undefined || input.fishOz !== undefined;
  return {
    ...rest,
    memberName,
    catchLocation: input.catchLocation,
    fishType,
    ...(input.fishLbs === undefined ? {} : { fishLbs: input.fishLbs }),
    ...(input.fishOz === undefined ? {} : { fishOz: input.fishOz }),
    ...(weighed ? { weightOz: (input.fishLbs ?? 0) * 16 + (input.fishOz ?? 0) } : {}),
    searchKeywords: searchKeywords(memberName, fishType, input.catchLocation),
  };
}

/**
 * Corrects a catch, before or after approval, recorded in the history; for an approved catch the
 * club records and personal bests follow in the same transaction (keep-records' recordEdit).
 */
export async function editCatch(id: string, input: CatchCorrection): Promise<Recorded> {
  const catchRef = doc(db, COLLECTIONS.catches, id);
  const editor = await currentEditor();
  const rev = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(catchRef);
    if (!snapshot.exists()) throw new Error('This catch no longer exists.');
    const stored = snapshot.data();
    const next = correctedCatch(stored, input);
    const writeRecords = await recordEdit(tx, id, stored, next);
    const written = writeRecorded(tx, editor, snapshot, next, {
      area: 'manageCatches',
      kind: 'edit',
      title: catchTitle(next),
    });
    writeRecords();
    return written;
  });
  return recorded(catchRef.path, rev, catchRestoreEffect);
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

/** Putting back a catch's version (history or bin) keeps the records right, as an edit does. */
export const catchRestoreEffect: RestoreSideEffect = (tx, stored, restored, id) =>
  recordEdit(tx, id, stored ?? {}, restored);
