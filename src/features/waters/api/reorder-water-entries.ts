import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runTransaction } from 'firebase/firestore/lite';
import type { WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';
import { currentEditor, writeRecorded } from '../../../lib/history';
import { waterEntriesQuery } from './get-water-entries';
import { waterEntryRef, waterEntryTitle } from './water-entry-ref';

/**
 * Gives the entries pagePosition 1, 2, 3, ... in the given order, in one transaction: the page is
 * never seen half reordered, and gaps left by deletions close up. Each entry whose place changes
 * is recorded (an edit of its pagePosition).
 */
export async function reorderWaterEntries(key: WaterKey, orderedIds: string[]): Promise<void> {
  const editor = await currentEditor();
  await runTransaction(db, async (tx) => {
    const current = await Promise.all(orderedIds.map((id) => tx.get(waterEntryRef(key, id))));
    current.forEach((snapshot, index) => {
      if (!snapshot.exists()) throw new Error('An entry was deleted meanwhile: try again.');
      if (snapshot.data().pagePosition === index + 1) return;
      writeRecorded(
        tx,
        editor,
        snapshot,
        { pagePosition: index + 1 },
        { area: 'manageWaters', kind: 'edit', title: waterEntryTitle(key) },
        { merge: true },
      );
    });
  });
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
