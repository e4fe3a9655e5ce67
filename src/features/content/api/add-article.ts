import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collection, doc, serverTimestamp } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { changeRecorded, type Recorded } from '../../../lib/history';
import { toStoredRichText } from '../../../lib/sanitize-html';

export const articleRef = (id?: string) => {
  const articles = collection(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles);
  return id === undefined ? doc(articles) : doc(articles, id);
};

/**
 * Adds a home article dated now (the server's clock, so articles sort as they were written); its
 * text sanitised, as only the editor's markup is stored. Recorded in the history.
 */
export async function addArticle(article: { title: string; text: string }): Promise<string> {
  const reference = articleRef();
  await changeRecorded(
    reference,
    { area: 'manageContent', kind: 'create', title: article.title },
    () => ({
      title: article.title,
      text: toStoredRichText(article.text),
      createdDate: serverTimestamp(),
    }),
  );
  return reference.id;
}

/** Changes an article's title and text (its date stays), recorded in the history. */
export async function updateArticle(
  id: string,
  article: { title: string; text: string },
): Promise<Recorded> {
  return changeRecorded(
    articleRef(id),
    { area: 'manageContent', kind: 'edit', title: article.title },
    () => ({ title: article.title, text: toStoredRichText(article.text) }),
    { merge: true },
  );
}

export function useAddArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'articles'] }),
  });
}

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...article }: { id: string; title: string; text: string }) =>
      updateArticle(id, article),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', 'articles'] }),
  });
}
