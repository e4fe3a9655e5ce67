import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, writeBatch } from 'firebase/firestore/lite';
import { waterEntriesPath, type WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';
import { waterEntriesQuery } from './get-water-entries';

/**
 * Gives the entries pagePosition 1, 2, 3, ... in the given order, in one batch: the page is never
 * seen half reordered, and gaps left by deletions close up.
 */
export async function reorderWaterEntries(key: WaterKey, orderedIds: string[]): Promise<void> {
  const batch = writeBatch(db);
  orderedIds.forEach((id, index) => {
    batch.update(doc(db, ...waterEntriesPath(key), id), { pagePosition: index + 1 });
  });
  await batch.commit();
}

/** The ids in their current order with the one at `index` moved one place up (-1) or down (+1). */
export function moveEntry(ids: string[], index: number, direction: -1 | 1): string[] {
  const target = index + direction;
  if (target < 0 || target >= ids.length) return ids;
  const moved = [...ids];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export function useReorderWaterEntries(key: WaterKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderedIds: string[]) => reorderWaterEntries(key, orderedIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waterEntriesQuery(key).queryKey }),
  });
}
