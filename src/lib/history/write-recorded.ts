/**
 * Writing a recorded change: the document (its `rev` raised by one) and its history entry in one
 * transaction, as firestore.rules require (recordedWrite, validHistory). Every back-office write
 * of a recorded area goes through here.
 */
import {
  doc,
  serverTimestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase/firestore/lite';
import { db, loadAuth } from '../firebase';
import { historyId, revOf } from './history-id';
import { HISTORY_COLLECTION, type HistoryArea, type HistoryKind } from './types';

export interface RecordedChange {
  area: HistoryArea;
  kind: HistoryKind;
  /** The item's name for the history and the bin ("Opening day"). */
  title?: string;
  /** For a restore: the revision whose version is put back. */
  from?: number;
}

/** Who is making the change, as the rules check it (the ID token's uid and e-mail). */
export async function currentEditor(): Promise<{ uid: string; email: string | null }> {
  const user = (await loadAuth()).currentUser;
  if (!user) throw Object.assign(new Error('Sign in again.'), { code: 'unauthenticated' });
  return { uid: user.uid, email: user.email ?? null };
}

/**
 * Inside a transaction that has read `current` (the document as stored): writes `next` (null
 * deletes it) with the next revision, and its history entry. `merge` updates only the given
 * fields. Returns the new revision. `editor` is currentEditor(), read before the transaction.
 */
export function writeRecorded(
  tx: Transaction,
  editor: { uid: string; email: string | null },
  current: DocumentSnapshot,
  next: DocumentData | null,
  change: RecordedChange & { rev?: number },
  options: { merge?: boolean } = {},
): number {
  const before = current.exists() ? current.data() : null;
  const rev = change.rev ?? revOf(before) + 1;
  const ref = current.ref;
  if (next === null) tx.delete(ref);
  else if (options.merge && before) tx.update(ref, { ...next, rev });
  else tx.set(ref, { ...next, rev });
  const entry: DocumentData = {
    area: change.area,
    path: ref.path,
    rev,
    kind: change.kind,
    before,
    by: editor.uid,
    email: editor.email,
    at: serverTimestamp(),
  };
  if (change.title !== undefined) entry.title = change.title.slice(0, 200);
  if (change.from !== undefined) entry.from = change.from;
  tx.set(doc(db, HISTORY_COLLECTION, historyId(ref.path, rev)), entry);
  return rev;
}
