import { doc, runTransaction } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { currentEditor, recorded, writeRecorded, type Recorded } from '../../../lib/history';
import { recordDeletion } from '../../records';
import { catchTitle } from './review-catch';
import { catchRestoreEffect } from './edit-catch';
import { useCatchMutation } from './use-catch-mutation';

/**
 * Moves a catch to the bin (Recently deleted, restorable for 90 days; README "History and the
 * bin"): its photo and thumbnail stay until the purge. A record it held passes, in the same
 * transaction, to the next heaviest approved catch.
 */
export async function deleteCatch(id: string): Promise<Recorded | undefined> {
  const catchRef = doc(db, COLLECTIONS.catches, id);
  const editor = await currentEditor();
  const rev = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(catchRef);
    if (!snapshot.exists()) return undefined;
    const data = snapshot.data();
    const writeRecords = await recordDeletion(tx, id, data);
    const next = writeRecorded(tx, editor, snapshot, null, {
      area: 'manageCatches',
      kind: 'delete',
      title: catchTitle(data),
    });
    writeRecords();
    return next;
  });
  return rev === undefined ? undefined : recorded(catchRef.path, rev, catchRestoreEffect);
}

export const useDeleteCatch = () => useCatchMutation(deleteCatch);
