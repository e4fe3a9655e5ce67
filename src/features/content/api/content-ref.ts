import { doc, type DocumentData } from 'firebase/firestore/lite';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { changeRecorded, type Recorded } from '../../../lib/history';

/** content/main: the home, rules and newsletter texts and the home picture, one document. */
export const contentRef = () => doc(db, COLLECTIONS.content, CONTENT_DOC_ID);

/**
 * Saves some fields of content/main (the others stay), recorded in the history as `title`
 * ('Home page', 'Rules', 'Newsletter'), so the snackbar can offer Undo.
 */
export function saveContentFields(title: string, fields: DocumentData): Promise<Recorded> {
  return changeRecorded(
    contentRef(),
    { area: 'manageContent', kind: 'edit', title },
    () => fields,
    { merge: true, upsert: true },
  );
}

/** Which fields of content/main each editor changes (its History shows and puts back these). */
export const CONTENT_FIELDS = {
  home: ['homeText', 'homeImage'],
  rules: ['rulesText', 'rulesUpdated'],
  newsletter: ['newsletterText'],
} as const;
