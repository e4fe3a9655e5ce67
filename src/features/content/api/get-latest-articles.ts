import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, Timestamp } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID, HOME_ARTICLE_COUNT } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { HomeArticle } from '../types';

export async function getLatestArticles(count = HOME_ARTICLE_COUNT): Promise<HomeArticle[]> {
  const articles = collection(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles);
  const snapshot = await getDocs(query(articles, orderBy('createdDate', 'desc'), limit(count)));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      title: String(data.title ?? ''),
      text: String(data.text ?? ''),
      createdDate: data.createdDate instanceof Timestamp ? data.createdDate.toDate() : new Date(0),
    };
  });
}

export const latestArticlesQuery = queryOptions({
  queryKey: ['content', 'articles', 'latest'],
  queryFn: () => getLatestArticles(),
});

export function useLatestArticles() {
  return useQuery(latestArticlesQuery);
}
