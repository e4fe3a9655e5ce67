import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, runTransaction } from 'firebase/firestore/lite';
import { COLLECTIONS, STORAGE_PATHS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { deleteFileIfPresent } from '../../../lib/storage-files';
import { recordDeletion } from '../../records';

/**
 * Deletes a catch, then its photo and thumbnail (spec section 4: the record first, so no listed
 * catch ever points at a missing photo). A record it held passes, in the same transaction, to the
 * next heaviest approved catch.
 */
export async function deleteCatch(id: string): Promise<void> {
  const catchRef = doc(db, COLLECTIONS.catches, id);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(catchRef);
    const writeRecords = snapshot.exists()
      ? await recordDeletion(tx, id, snapshot.data())
      : () => undefined;
    tx.delete(catchRef);
    writeRecords();
  });
  await deleteFileIfPresent(STORAGE_PATHS.catchPhoto(id));
  await deleteFileIfPresent(STORAGE_PATHS.catchThumb(id));
}

export function useDeleteCatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatch,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['catches'] }),
        queryClient.invalidateQueries({ queryKey: ['records'] }),
      ]),
  });
}
