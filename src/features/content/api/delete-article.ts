import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeRecorded, type Recorded } from '../../../lib/history';
import { articleRef } from './add-article';

/** Moves an article to the bin: its history entry keeps it whole, to restore for 90 days. */
export function deleteArticle(id: string, title?: string): Promise<Recorded> {
  return changeRecorded(
    articleRef(id),
    { area: 'manageContent', kind: 'delete', ...(title !== undefined && { title }) },
    () => null,
  );
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title?: string }) => deleteArticle(id, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'articles'] }),
  });
}
