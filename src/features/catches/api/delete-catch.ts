import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { COLLECTIONS, STORAGE_PATHS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { deleteFileIfPresent } from '../../../lib/storage-files';

/**
 * Deletes a catch, then its photo and thumbnail (spec section 4: the record first, so no listed
 * catch ever points at a missing photo).
 */
export async function deleteCatch(id: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.catches, id));
  await deleteFileIfPresent(STORAGE_PATHS.catchPhoto(id));
  await deleteFileIfPresent(STORAGE_PATHS.catchThumb(id));
}

export function useDeleteCatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catches'] }),
  });
}
