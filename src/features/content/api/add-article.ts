import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { toStoredRichText } from '../../../lib/sanitize-html';

/**
 * Adds a home article dated now (the server's clock, so articles sort as they were written); its
 * text sanitised, as only the editor's markup is stored.
 */
export async function addArticle(article: { title: string; text: string }): Promise<string> {
  const articles = collection(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles);
  const reference = await addDoc(articles, {
    title: article.title,
    text: toStoredRichText(article.text),
    createdDate: serverTimestamp(),
  });
  return reference.id;
}

export function useAddArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'articles'] }),
  });
}
