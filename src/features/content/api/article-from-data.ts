import type { DocumentData } from 'firebase/firestore/lite';
import { dateOf, text } from '../../../lib/firestore-values';
import type { HomeArticle } from '../types';

/** A stored article document as a HomeArticle, with safe defaults for missing fields. */
export function articleFromData(id: string, data: DocumentData): HomeArticle {
  return {
    id,
    title: text(data.title),
    text: text(data.text),
    createdDate: dateOf(data.createdDate),
  };
}
