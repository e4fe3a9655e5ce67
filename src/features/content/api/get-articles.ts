import { queryOptions } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { dateOf, text } from '../../../lib/firestore-values';
import type { HomeArticle } from '../types';

/** Every home article, newest first (Manage Content lists them all). */
export async function getArticles(): Promise<HomeArticle[]> {
  const articles = collection(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles);
  const snapshot = await getDocs(query(articles, orderBy('createdDate', 'desc')));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      title: text(data.title),
      text: text(data.text),
      createdDate: dateOf(data.createdDate),
    };
  });
}

export const articlesQuery = queryOptions({
  queryKey: ['content', 'articles', 'all'],
  queryFn: getArticles,
});
