import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID, STORAGE_PATHS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { toStoredRichText } from '../../../lib/sanitize-html';
import { uploadImage } from '../../../lib/storage-files';

/**
 * Saves the home text (sanitised: only the editor's markup is stored) and, when a picture is
 * given, stores it at contentImage/{content doc id} and points homeImage at it (spec section 7).
 * Returns the text as stored.
 */
export async function saveHomeContent(
  homeText: string,
  picture?: Blob,
): Promise<{ homeText: string }> {
  const cleanText = toStoredRichText(homeText);
  const homeImage = picture
    ? await uploadImage(STORAGE_PATHS.contentImage(CONTENT_DOC_ID), picture)
    : undefined;
  await updateDoc(doc(db, COLLECTIONS.content, CONTENT_DOC_ID), {
    homeText: cleanText,
    ...(homeImage ? { homeImage } : {}),
  });
  return { homeText: cleanText };
}

export function useSaveHomeContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homeText, picture }: { homeText: string; picture?: Blob }) =>
      saveHomeContent(homeText, picture),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'site'] }),
  });
}
