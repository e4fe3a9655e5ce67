import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recorded } from '../../../lib/history';
import { toStoredRichText } from '../../../lib/sanitize-html';
import { saveContentFields } from './content-ref';

/**
 * Saves the newsletter text, sanitised (only the editor's markup is stored), recorded; returns it
 * as stored and how to undo the save.
 */
export async function saveNewsletter(
  newsletterText: string,
): Promise<Recorded & { newsletterText: string }> {
  const cleanText = toStoredRichText(newsletterText);
  const saved = await saveContentFields('Newsletter', { newsletterText: cleanText });
  return { ...saved, newsletterText: cleanText };
}

export function useSaveNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'site'] }),
  });
}
