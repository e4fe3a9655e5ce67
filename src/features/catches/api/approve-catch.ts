import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, runTransaction } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { recordApproval } from '../../records';

/**
 * Publishes a catch. Only isPublic changes (firestore.rules allow an admin nothing else), and in
 * the same transaction the club records and the angler's personal bests take it if it beats them.
 */
export async function approveCatch(id: string): Promise<void> {
  const catchRef = doc(db, COLLECTIONS.catches, id);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(catchRef);
    if (!snapshot.exists()) throw new Error('This catch no longer exists.');
    const writeRecords = await recordApproval(tx, id, snapshot.data());
    tx.update(catchRef, { isPublic: true });
    writeRecords();
  });
}

export function useApproveCatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCatch,
    // ['catches'] also covers the public list, which now shows this catch; ['records'] the records.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['catches'] }),
        queryClient.invalidateQueries({ queryKey: ['records'] }),
      ]),
  });
}
