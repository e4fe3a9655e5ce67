import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDay } from '../../../lib/dates';
import type { Recorded } from '../../../lib/history';
import { toStoredRichText } from '../../../lib/sanitize-html';
import { saveContentFields } from './content-ref';

/**
 * Saves the rules text (sanitised: only the editor's markup is stored) and the day they were
 * updated, as dd/mm/yyyy text (docs/product-spec.md §3); today unless another day is given. Recorded;
 * returns both as stored and how to undo the save.
 */
export async function saveRules(
  rulesText: string,
  updated = new Date(),
): Promise<Recorded & { rulesText: string; rulesUpdated: string }> {
  const fields = { rulesText: toStoredRichText(rulesText), rulesUpdated: formatDay(updated) };
  const saved = await saveContentFields('Rules', fields);
  return { ...saved, ...fields };
}

export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rulesText, rulesUpdated }: { rulesText: string; rulesUpdated: Date }) =>
      saveRules(rulesText, rulesUpdated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'site'] }),
  });
}
