import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';

export async function deleteArticle(id: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles, id));
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'articles'] }),
  });
}
