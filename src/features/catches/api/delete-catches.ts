import type { Recorded } from '../../../lib/history';
import { deleteCatch } from './delete-catch';
import { useCatchMutation } from './use-catch-mutation';

/**
 * Deletes several catches, each the way deleteCatch does (to the bin, records kept). All are
 * tried; when some fail, the error says how many, and which are left.
 */
export async function deleteCatches(ids: readonly string[]): Promise<Recorded | undefined> {
  const results = await Promise.allSettled(ids.map((id) => deleteCatch(id)));
  const failures = results.filter((result) => result.status === 'rejected');
  // One catch deleted: its change, so the notice can offer Undo.
  const only = results[0];
  if (failures.length === 0)
    return results.length === 1 && only?.status === 'fulfilled' ? only.value : undefined;
  const first = failures[0]!.reason as { code?: string; message?: string };
  throw Object.assign(
    new Error(
      `${failures.length} of ${ids.length} catches were not deleted. ${first.message ?? ''}`,
    ),
    { code: first.code },
  );
}

export const useDeleteCatches = () => useCatchMutation(deleteCatches);
