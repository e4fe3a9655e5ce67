import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { socialsQuery } from './get-socials';

/** Deletes a social link; a link that is already gone is reported, not silently ignored. */
export async function deleteSocial(id: string): Promise<void> {
  const ref = doc(db, COLLECTIONS.externalNav, id);
  if (!(await getDoc(ref)).exists()) {
    throw new Error('That social link no longer exists.');
  }
  await deleteDoc(ref);
}

export function useDeleteSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSocial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialsQuery.queryKey }),
  });
}
