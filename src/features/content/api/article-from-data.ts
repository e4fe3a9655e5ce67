import type { DocumentData } from 'firebase/firestore/lite';
import { loadDisplaySanitizer } from '../../../lib/display-html';
import { dateOf, text } from '../../../lib/firestore-values';
import type { HomeArticle, ShownArticle } from '../types';

/** A stored article document as a HomeArticle, with safe defaults for missing fields. */
export function articleFromData(id: string, data: DocumentData): HomeArticle {
  return {
    id,
    title: text(data.title),
    text: text(data.text),
    createdDate: dateOf(data.createdDate),
  };
}

/** Articles as the public pages show them, their texts sanitized for display. */
export async function showArticles(articles: HomeArticle[]): Promise<ShownArticle[]> {
  const shown = await loadDisplaySanitizer();
  return articles.map((article) => ({ ...article, text: shown(article.text) }));
}
