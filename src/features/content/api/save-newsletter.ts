import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { toStoredRichText } from '../../../lib/sanitize-html';

/** Saves the newsletter text, sanitised (only the editor's markup is stored); returns it as stored. */
export async function saveNewsletter(newsletterText: string): Promise<string> {
  const cleanText = toStoredRichText(newsletterText);
  await updateDoc(doc(db, COLLECTIONS.content, CONTENT_DOC_ID), { newsletterText: cleanText });
  return cleanText;
}

export function useSaveNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'site'] }),
  });
}
