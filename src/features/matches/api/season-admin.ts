import { doc, runTransaction, Timestamp } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import {
  changeRecorded,
  currentEditor,
  getItemHistory,
  recorded,
  writeRecorded,
  type Recorded,
} from '../../../lib/history';
import type { Season } from '../match-day/types';

export const seasonRef = (id: string) => doc(db, COLLECTIONS.seasons, id);

/**
 * Creates or replaces a season (its id is chosen by the caller, e.g. "2026"), recorded in the
 * history with its entry (issue 32: a league's scoring changed with no trace). A season added
 * again after a delete goes on from its last revision (ids in the history are taken once).
 */
export async function saveSeason(season: Season): Promise<Recorded> {
  const ref = seasonRef(season.id);
  const [editor, [last]] = await Promise.all([
    currentEditor(),
    getItemHistory('manageMatches', ref.path),
  ]);
  const rev = await runTransaction(db, async (tx) => {
    const current = await tx.get(ref);
    return writeRecorded(
      tx,
      editor,
      current,
      {
        name: season.name,
        start: Timestamp.fromDate(season.start),
        end: Timestamp.fromDate(season.end),
        scheme: season.scheme.kind,
        ...(season.scheme.kind === 'fixed' ? { fixedPoints: season.scheme.table } : {}),
        bestOf: season.bestOf,
      },
      {
        area: 'manageMatches',
        kind: current.exists() ? 'edit' : 'create',
        title: season.name,
        rev: current.exists() || !last ? undefined : last.rev + 1,
      },
    );
  });
  return recorded(ref.path, rev);
}

/** Moves a season to the bin (Recently deleted), with Undo. */
export function deleteSeason(id: string, name?: string): Promise<Recorded> {
  return changeRecorded(
    seasonRef(id),
    { area: 'manageMatches', kind: 'delete', ...(name !== undefined && { title: name }) },
    () => null,
  );
}
