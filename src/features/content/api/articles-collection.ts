import { collection, serverTimestamp } from 'firebase/firestore/lite';
import { recordedCollectionApi } from '../../../components/admin/collection-api';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { recordedCollection } from '../../../lib/history';
import { toStoredRichText } from '../../../lib/sanitize-html';
import type { HomeArticle } from '../types';
import { articlesQuery } from './get-articles';

export interface ArticleInput {
  title: string;
  text: string;
}

/**
 * Home articles, recorded: the text sanitised (only the editor's markup is stored); a new one is
 * dated now by the server's clock, so articles sort as they were written, and an edit keeps it.
 */
const articles = recordedCollection<ArticleInput>({
  area: 'manageContent',
  collection: () => collection(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles),
  title: (article) => article.title,
  data: (article) => ({ title: article.title, text: toStoredRichText(article.text) }),
  created: () => ({ createdDate: serverTimestamp() }),
  merge: true,
});
export const {
  ref: articleRef,
  add: addArticle,
  update: updateArticle,
  remove: deleteArticle,
} = articles;

/** Manage Content's articles: the list, add, edit, delete to Recently deleted, History. */
export const articlesCollection = recordedCollectionApi(articles, {
  list: articlesQuery,
  noun: 'article',
  name: (article: HomeArticle) => article.title,
  // The latest articles of the home page too.
  invalidates: [['content', 'articles']],
});
