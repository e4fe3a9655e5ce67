import { doc, runTransaction, type DocumentData, type Transaction } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { currentEditor, recorded, writeRecorded, type Recorded } from '../../../lib/history';

/** A catch's name in the history and the bin: "Sean Mcdonald's Carp". */
export function catchTitle(data: { memberName?: unknown; fishType?: unknown }): string {
  return `${String(data.memberName ?? '')}'s ${String(data.fishType ?? '')}`;
}

/** What a reviewer's decision changes, and what it writes besides once the change is written. */
export interface Decision {
  change: DocumentData;
  alsoWrite?: () => void;
}

/**
 * A catch queue decision (approve, not approve) in one transaction: the catch is read, `decide`
 * checks it and makes its own reads (a transaction reads before it writes), the change is merged
 * and recorded in the catches' history under `kind`, then `decide`'s other writes follow.
 */
export async function reviewCatch(
  id: string,
  kind: 'approve' | 'notApprove',
  decide: (tx: Transaction, data: DocumentData) => Decision | Promise<Decision>,
): Promise<Recorded> {
  const catchRef = doc(db, COLLECTIONS.catches, id);
  const editor = await currentEditor();
  const rev = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(catchRef);
    if (!snapshot.exists()) throw new Error('This catch no longer exists.');
    const data = snapshot.data();
    const { change, alsoWrite } = await decide(tx, data);
    const next = writeRecorded(
      tx,
      editor,
      snapshot,
      change,
      { area: 'manageCatches', kind, title: catchTitle(data) },
      { merge: true },
    );
    alsoWrite?.();
    return next;
  });
  return recorded(catchRef.path, rev);
}
