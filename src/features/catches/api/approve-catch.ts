import { doc, runTransaction } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { currentEditor, recorded, writeRecorded, type Recorded } from '../../../lib/history';
import { recordApproval } from '../../records';
import { useCatchMutation } from './use-catch-mutation';

/**
 * Publishes a catch. Only isPublic changes (firestore.rules allow an admin nothing else), recorded
 * in the history (kind 'approve'), and in the same transaction the club records and the angler's
 * personal bests take it if it beats them.
 */
export async function approveCatch(id: string): Promise<Recorded> {
  const catchRef = doc(db, COLLECTIONS.catches, id);
  const editor = await currentEditor();
  const rev = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(catchRef);
    if (!snapshot.exists()) throw new Error('This catch no longer exists.');
    const data = snapshot.data();
    const writeRecords = await recordApproval(tx, id, data);
    const next = writeRecorded(
      tx,
      editor,
      snapshot,
      { isPublic: true },
      { area: 'manageCatches', kind: 'approve', title: catchTitle(data) },
      { merge: true },
    );
    writeRecords();
    return next;
  });
  return recorded(catchRef.path, rev);
}

/** A catch's name in the history and the bin: "Sean Mcdonald's Carp". */
export function catchTitle(data: { memberName?: unknown; fishType?: unknown }): string {
  return `${String(data.memberName ?? '')}'s ${String(data.fishType ?? '')}`;
}

export const useApproveCatch = () => useCatchMutation(approveCatch);
