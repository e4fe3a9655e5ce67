/**
 * The admin server's recorded writes: the document with `rev` raised by one and its history entry
 * (history/{path with '~'}@{rev}), in the caller's transaction, in the same shape the site writes
 * (src/lib/history/write-recorded.ts, types.ts), so the register's changes show in the Members
 * history like any area's. The server is past the rules, so it keeps their rules itself.
 */
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

/** src/lib/history/history-id.ts: the same id firestore.rules' historyId() computes. */
export function historyId(path: string, rev: number): string {
  return `${path.replaceAll('/', '~')}@${rev}`;
}

export function revOf(data: DocumentData | undefined | null): number {
  const rev = data?.rev;
  return typeof rev === 'number' && Number.isInteger(rev) ? rev : 0;
}

/** Who made the change: an admin's uid and e-mail, or 'stripe' (a verified webhook) and null. */
export interface Editor {
  uid: string;
  email: string | null;
}

/**
 * The most a history entry's `before` may weigh as JSON (issue 32, point 5): the server's own
 * documents are far smaller; past this the write is refused rather than the history grown.
 */
export const HISTORY_ENTRY_MAX_BYTES = 64 * 1024;

export type RecordedKind = 'create' | 'edit' | 'delete' | 'restore' | 'approve';

/**
 * Writes `next` over `before` (the stored data the transaction read, undefined when none) as the
 * next revision, with its history entry. `merge`: `next` holds only the changed fields.
 */
export function writeRecorded(
  db: Firestore,
  tx: Transaction,
  ref: DocumentReference,
  before: DocumentData | undefined,
  next: DocumentData,
  change: {
    kind: RecordedKind;
    editor: Editor;
    title?: string;
    from?: number;
    /** The History area (a permission flag); the register's by default. */
    area?: string;
  },
  options: { merge?: boolean } = {},
): number {
  const rev = revOf(before) + 1;
  if (Buffer.byteLength(JSON.stringify(before ?? null)) > HISTORY_ENTRY_MAX_BYTES)
    throw new Error(`${ref.path} is too large to record in its history.`);
  if (options.merge && before) tx.update(ref, { ...next, rev });
  else tx.set(ref, { ...next, rev });
  const entry: DocumentData = {
    area: change.area ?? 'manageMembers',
    path: ref.path,
    rev,
    kind: change.kind,
    before: before ?? null,
    by: change.editor.uid,
    email: change.editor.email,
    at: FieldValue.serverTimestamp(),
  };
  if (change.title !== undefined) entry.title = change.title.slice(0, 200);
  if (change.from !== undefined) entry.from = change.from;
  tx.create(db.collection('history').doc(historyId(ref.path, rev)), entry);
  return rev;
}
