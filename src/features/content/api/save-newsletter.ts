import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';

export async function saveNewsletter(newsletterText: string): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.content, CONTENT_DOC_ID), { newsletterText });
}

export function useSaveNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'site'] }),
  });
}
