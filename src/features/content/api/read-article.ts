import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import type { ShownArticle } from '../types';
import { articleFromData, showArticles } from './article-from-data';

/** One article (its own page, /news/{id}), or null when there is no such article. */
export async function getArticle(id: string): Promise<ShownArticle | null> {
  const snapshot = await getDoc(
    doc(db, COLLECTIONS.content, CONTENT_DOC_ID, COLLECTIONS.homeArticles, id),
  );
  if (!snapshot.exists()) return null;
  const [article] = await showArticles([articleFromData(snapshot.id, snapshot.data())]);
  return article ?? null;
}
