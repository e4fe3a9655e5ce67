import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';

/** Publishes a catch. Only isPublic changes: firestore.rules allow an admin nothing else. */
export async function approveCatch(id: string): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.catches, id), { isPublic: true });
}

export function useApproveCatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCatch,
    // ['catches'] also covers the public list, which now shows this catch.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catches'] }),
  });
}
