/**
 * A recorded change in a transaction of its own (the write itself: write-recorded.ts), and its
 * undo: putting back the version it replaced, itself a recorded change (restore.ts).
 */
import {
  doc,
  getDoc,
  runTransaction,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore/lite';
import { db } from '../firebase';
import { historyId } from './history-id';
import { entryFromData } from './read-history';
import { restoreVersion, type RestoreSideEffect } from './restore';
import { HISTORY_COLLECTION } from './types';
import { currentEditor, writeRecorded, type RecordedChange } from './write-recorded';

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
