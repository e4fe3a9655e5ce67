import type { Recorded } from '../../../lib/history';
import { recordApproval } from '../../records';
import { reviewCatch } from './review-catch';
import { useCatchMutation } from './use-catch-mutation';

/**
 * Publishes a catch. Only isPublic changes (firestore.rules allow an admin nothing else), recorded
 * in the history (kind 'approve'), and in the same transaction the club records and the angler's
 * personal bests take it if it beats them.
 */
export function approveCatch(id: string): Promise<Recorded> {
  return reviewCatch(id, 'approve', async (tx, data) => ({
    change: { isPublic: true },
    alsoWrite: await recordApproval(tx, id, data),
  }));
}

export const useApproveCatch = () => useCatchMutation(approveCatch);
