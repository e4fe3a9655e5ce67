import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID, NEWS_PAGE_SIZE } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { ShownArticle } from '../types';
import { articleFromData, showArticles } from './article-from-data';

export interface NewsPage {
  articles: ShownArticle[];
  /** Whether older articles follow on the next page. */
  hasOlder: boolean;
}

/**
 * Page `page` (from 1) of every article, newest first. The client SDK has no offset, so the query
 * reads the pages before it too (a club posts a few articles a month), plus one article to tell
 * whether an older page exists.
 */
export async function getNewsPage(page: number): Promise<NewsPage> {
  const articles = collection(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles);
  const snapshot = await getDocs(
    query(articles, orderBy('createdDate', 'desc'), limit(page * NEWS_PAGE_SIZE + 1)),
  );
  const all = snapshot.docs.map((d) => articleFromData(d.id, d.data()));
  return {
    articles: await showArticles(all.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE)),
    hasOlder: all.length > page * NEWS_PAGE_SIZE,
  };
}
