import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';

export async function deleteMatch(id: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.matches, id));
}

export function useDeleteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['matches'] }),
  });
}
