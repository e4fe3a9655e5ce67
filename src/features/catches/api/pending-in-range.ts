import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collection, getDocs, query, Timestamp, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { deleteCatches } from './delete-catches';

/**
 * The ids of every catch waiting for approval (unfinished drafts included) submitted from `from`
 * up to `to`: what a catches admin clears in one action after a flood. Catches from before
 * submissions were timed have no submittedAt and are never in a range. Needs the composite index
 * (isPublic, submittedAt).
 */
export async function pendingCatchIdsBetween(from: Date, to: Date): Promise<string[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.catches),
      where('isPublic', '==', false),
      where('submittedAt', '>=', Timestamp.fromDate(from)),
      where('submittedAt', '<', Timestamp.fromDate(to)),
    ),
  );
  return snapshot.docs.map((d) => d.id);
}

/** Deleted a few at a time, so hundreds of catches do not open hundreds of transactions at once. */
const AT_ONCE = 20;

export async function deletePendingCatches(ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += AT_ONCE) await deleteCatches(ids.slice(i, i + AT_ONCE));
}

export function useDeletePendingCatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePendingCatches,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['catches'] }),
  });
}
