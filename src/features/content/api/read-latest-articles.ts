import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID, HOME_ARTICLE_COUNT } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { ShownArticle } from '../types';
import { articleFromData, showArticles } from './article-from-data';

/** The newest articles, as the home page shows them. */
export async function getLatestArticles(count = HOME_ARTICLE_COUNT): Promise<ShownArticle[]> {
  const articles = collection(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles);
  const snapshot = await getDocs(query(articles, orderBy('createdDate', 'desc'), limit(count)));
  return showArticles(snapshot.docs.map((d) => articleFromData(d.id, d.data())));
}
