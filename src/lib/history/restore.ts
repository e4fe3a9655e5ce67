/**
 * Putting back an earlier version (from an item's history, or a deleted item from the bin): itself
 * a recorded change (kind 'restore'), so it can be undone in turn.
 */
import { doc, runTransaction, type DocumentData, type Transaction } from 'firebase/firestore/lite';
import { db } from '../firebase';
import { revOf } from './history-id';
import { currentEditor, writeRecorded } from './write-recorded';
import type { HistoryEntry } from './types';

/**
 * What an area does beside the document when a version comes back (the club records for a catch,
 * the navbar's summary for a social link): reads inside the transaction, then returns the writes.
 */
export type RestoreSideEffect = (
  tx: Transaction,
  stored: DocumentData | undefined,
  restored: DocumentData,
  id: string,
) => Promise<() => void>;

/** The version an entry keeps, without its revision (the write gives the next one). */
export function versionOf(entry: HistoryEntry): DocumentData {
  const data: DocumentData = { ...entry.before };
  delete data.rev;
  return data;
}

/** `stored` with `fields` as `entry.before` had them (absent there: removed), without rev. */
function withFields(stored: DocumentData, entry: HistoryEntry, fields: readonly string[]) {
  const data: DocumentData = { ...stored };
  delete data.rev;
  for (const field of fields) {
    if (entry.before && field in entry.before) data[field] = entry.before[field];
    else delete data[field];
  }
  return data;
}

/**
 * Puts `entry.before` back as the document at `entry.path`: over the current version, or, when
 * the document is gone (the bin), as a new life after its last revision (`entry` is then the
 * delete's entry, the latest).
 */
export async function restoreVersion(
  entry: HistoryEntry,
  sideEffect?: RestoreSideEffect,
  /** Put back only these fields, the others as they are now (one document, several editors). */
  fields?: readonly string[],
): Promise<number> {
  if (!entry.before) throw new Error('There is no earlier version to put back.');
  const editor = await currentEditor();
  const ref = doc(db, entry.path);
  return runTransaction(db, async (tx) => {
    const current = await tx.get(ref);
    const stored = current.exists() ? current.data() : undefined;
    const restored = fields && stored ? withFields(stored, entry, fields) : versionOf(entry);
    const writeMore = sideEffect ? await sideEffect(tx, stored, restored, ref.id) : undefined;
    const rev = stored ? revOf(stored) + 1 : entry.rev + 1;
    writeRecorded(tx, editor, current, restored, {
      area: entry.area,
      kind: 'restore',
      rev,
      from: revOf(entry.before),
      ...(entry.title !== undefined && { title: entry.title }),
    });
    writeMore?.();
    return rev;
  });
}
