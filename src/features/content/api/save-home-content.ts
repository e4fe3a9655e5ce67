import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_PATHS } from '../../../config/constants';
import type { Recorded } from '../../../lib/history';
import { toStoredRichText } from '../../../lib/sanitize-html';
import { uploadImage } from '../../../lib/storage-files';
import { saveContentFields } from './content-ref';

/**
 * Saves the home text (sanitised: only the editor's markup is stored) and, when a picture is
 * given, stores it under a new name in contentImage/ and points homeImage at it (docs/product-spec.md §7).
 * The picture it replaces stays, so an earlier version can be put back (README.md, "History and
 * the bin"). Recorded; returns the text as stored and how to undo the save.
 */
export async function saveHomeContent(
  homeText: string,
  picture?: Blob,
): Promise<Recorded & { homeText: string }> {
  const cleanText = toStoredRichText(homeText);
  const homeImage = picture
    ? await uploadImage(STORAGE_PATHS.contentImage(crypto.randomUUID()), picture)
    : undefined;
  const saved = await saveContentFields('Home page', {
    homeText: cleanText,
    ...(homeImage ? { homeImage } : {}),
  });
  return { ...saved, homeText: cleanText };
}

export function useSaveHomeContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homeText, picture }: { homeText: string; picture?: Blob }) =>
      saveHomeContent(homeText, picture),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'site'] }),
  });
}
