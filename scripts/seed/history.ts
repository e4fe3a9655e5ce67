import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, CONTENT_DOC_ID } from '../../src/config/constants';
import { historyId } from '../../src/lib/history/history-id';
import { HISTORY_COLLECTION } from '../../src/lib/history/types';
import { CONTENT_ADMIN } from './demo-accounts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A little history so the back office's History and Recently deleted are not empty (README
 * "History and the bin"): the first article edited two days ago (its title had a typo), and an
 * article deleted yesterday, restorable from the bin, and the rules text edited three days ago
 * (its earlier version put back from Manage Content's Rules History). Written as the stored state
 * the rules keep: the edited article and content/main carry rev 1, the deleted article is out of
 * its collection.
 */
export async function seedHistory(db: Firestore, editedArticleId: string): Promise<void> {
  const articles = `${COLLECTIONS.content}/${CONTENT_DOC_ID}/${COLLECTIONS.homeArticles}`;
  const now = Date.now();
  const editedPath = `${articles}/${editedArticleId}`;
  const edited = (await db.doc(editedPath).get()).data();
  if (!edited) return;
  const by = { by: CONTENT_ADMIN.uid, email: CONTENT_ADMIN.email, area: 'manageContent' };
  const deletedPath = `${articles}/summer-barbecue`;
  const batch = db.batch();
  batch.update(db.doc(editedPath), { rev: 1 });
  batch.set(db.doc(`${HISTORY_COLLECTION}/${historyId(editedPath, 1)}`), {
    ...by,
    path: editedPath,
    rev: 1,
    kind: 'edit',
    title: String(edited.title),
    before: { ...edited, title: `${String(edited.title)} (draft)` },
    at: Timestamp.fromMillis(now - 2 * DAY),
  });
  batch.set(db.doc(`${HISTORY_COLLECTION}/${historyId(deletedPath, 1)}`), {
    ...by,
    path: deletedPath,
    rev: 1,
    kind: 'delete',
    title: 'Summer barbecue',
    before: {
      title: 'Summer barbecue',
      text: '<p>The summer barbecue is at Weston on the last Saturday of July. All welcome.</p>',
      createdDate: Timestamp.fromMillis(now - 40 * DAY),
    },
    at: Timestamp.fromMillis(now - DAY),
  });
  const contentPath = `${COLLECTIONS.content}/${CONTENT_DOC_ID}`;
  const content = (await db.doc(contentPath).get()).data();
  if (content) {
    batch.update(db.doc(contentPath), { rev: 1 });
    batch.set(db.doc(`${HISTORY_COLLECTION}/${historyId(contentPath, 1)}`), {
      ...by,
      path: contentPath,
      rev: 1,
      kind: 'edit',
      title: 'Rules',
      before: { ...content, rulesText: EARLIER_RULES },
      at: Timestamp.fromMillis(now - 3 * DAY),
    });
  }
  await batch.commit();
}

/** The rules text before the seeded edit (content/main's history). */
export const EARLIER_RULES =
  '<ol><li><p>Fish only from the marked pegs.</p></li><li><p>Take all litter home.</p></li></ol>';
