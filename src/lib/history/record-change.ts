/**
 * Writing a recorded change: the document (its `rev` raised by one) and its history entry in one
 * transaction, as firestore.rules require (recordedWrite, validHistory). Every back-office write
 * of a recorded area goes through here.
 */
import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase/firestore/lite';
import { db, loadAuth } from '../firebase';
import { historyId, revOf } from './history-id';
import { entryFromData } from './read-history';
import { restoreVersion, type RestoreSideEffect } from './restore';
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

/**
 * Changes one document with its history entry, in a transaction of its own: `build` gets the
 * stored data (undefined when there is none) and returns the new data, or null to delete it.
 */
export async function changeRecorded(
  ref: DocumentReference,
  change: RecordedChange,
  build: (stored: DocumentData | undefined) => DocumentData | null,
  /** merge: update only the given fields; upsert: an edit of a missing document creates it. */
  options: { merge?: boolean; upsert?: boolean } = {},
): Promise<Recorded> {
  const editor = await currentEditor();
  const rev = await runTransaction(db, async (tx) => {
    const current = await tx.get(ref);
    const stored = current.exists() ? current.data() : undefined;
    if (!stored && change.kind !== 'create' && change.kind !== 'restore' && !options.upsert)
      throw new Error('This item no longer exists.');
    const kind = !stored && options.upsert ? 'create' : change.kind;
    return writeRecorded(tx, editor, current, build(stored), { ...change, kind }, options);
  });
  return recorded(ref.path, rev);
}

/**
 * A change made: the document and its new revision, and how to undo it (put back the version
 * it replaced, or bring back what it deleted: itself a recorded change). The kit's snackbars
 * offer Undo for any save or delete that resolves to one.
 */
export interface Recorded {
  path: string;
  rev: number;
  undo: () => Promise<unknown>;
}

export function recorded(path: string, rev: number, sideEffect?: RestoreSideEffect): Recorded {
  return { path, rev, undo: () => undoChange(path, rev, sideEffect) };
}

/** Whether a save's or delete's result can be undone (the kit's snackbars ask). */
export function isRecorded(value: unknown): value is Recorded {
  return typeof (value as Recorded | undefined)?.undo === 'function';
}

/** Undoes the change that made revision `rev` of `path`, as a restore of the version before it. */
export async function undoChange(
  path: string,
  rev: number,
  sideEffect?: RestoreSideEffect,
): Promise<unknown> {
  const snapshot = await getDoc(doc(db, HISTORY_COLLECTION, historyId(path, rev)));
  if (!snapshot.exists()) throw new Error('This change is not in the history.');
  return restoreVersion(entryFromData(snapshot.id, snapshot.data()), sideEffect);
}
