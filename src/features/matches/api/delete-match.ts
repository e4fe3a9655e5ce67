import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeRecorded, type Recorded } from '../../../lib/history';
import { matchRef } from './add-match';

/** Moves a match to the bin (Recently deleted, restorable for 90 days). */
export function deleteMatch(id: string, title?: string): Promise<Recorded> {
  return changeRecorded(
    matchRef(id),
    { area: 'manageMatches', kind: 'delete', ...(title !== undefined && { title }) },
    () => null,
  );
}

export function useDeleteMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title?: string }) => deleteMatch(id, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['matches'] }),
  });
}
