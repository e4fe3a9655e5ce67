import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { formatDay } from '../../../lib/dates';
import { db } from '../../../lib/firebase';

/** Saves the rules text; rulesUpdated becomes today's date as dd/mm/yyyy (spec section 4). */
export async function saveRules(rulesText: string, today = new Date()): Promise<string> {
  const rulesUpdated = formatDay(today);
  await updateDoc(doc(db, COLLECTIONS.content, CONTENT_DOC_ID), { rulesText, rulesUpdated });
  return rulesUpdated;
}

export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rulesText: string) => saveRules(rulesText),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'site'] }),
  });
}
