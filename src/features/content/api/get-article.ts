import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { HomeArticle } from '../types';
import { articleFromData } from './article-from-data';

/** One article (its own page, /news/{id}), or null when there is no such article. */
export async function getArticle(id: string): Promise<HomeArticle | null> {
  const snapshot = await getDoc(
    doc(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles, id),
  );
  return snapshot.exists() ? articleFromData(snapshot.id, snapshot.data()) : null;
}

export const articleQuery = (id: string) =>
  queryOptions({ queryKey: ['content', 'articles', 'one', id], queryFn: () => getArticle(id) });

export function useArticle(id: string) {
  return useQuery(articleQuery(id));
}
