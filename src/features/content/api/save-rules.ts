import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { formatDay } from '../../../lib/dates';
import { db } from '../../../lib/firebase';
import { toStoredRichText } from '../../../lib/sanitize-html';

/**
 * Saves the rules text (sanitised: only the editor's markup is stored) and the day they were
 * updated, as dd/mm/yyyy text (spec section 3); today unless another day is given. Returns both
 * as stored.
 */
export async function saveRules(
  rulesText: string,
  updated = new Date(),
): Promise<{ rulesText: string; rulesUpdated: string }> {
  const saved = { rulesText: toStoredRichText(rulesText), rulesUpdated: formatDay(updated) };
  await updateDoc(doc(db, COLLECTIONS.content, CONTENT_DOC_ID), saved);
  return saved;
}

export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rulesText, rulesUpdated }: { rulesText: string; rulesUpdated: Date }) =>
      saveRules(rulesText, rulesUpdated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'site'] }),
  });
}
