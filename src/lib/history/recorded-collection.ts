import {
  doc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore/lite';
import { changeRecorded, type Recorded } from './record-change';
import type { HistoryArea } from './types';

export interface RecordedCollectionSpec<Input> {
  area: HistoryArea;
  /** The collection (read when a write is made). */
  collection: () => CollectionReference;
  /** The item's name in its history entries ("Winter League"). */
  title: (input: Input) => string;
  /** The stored fields of an input (an add writes them, an edit writes them again). */
  data: (input: Input) => DocumentData;
  /** What only a new document holds beyond `data` (its creation date). */
  created?: () => DocumentData;
  /** An edit writes `data`'s fields and keeps the others (results, dates); else it replaces. */
  merge?: boolean;
}

/**
 * A collection's add, edit and delete, each one document written with its history entry
 * (changeRecorded): the edit and the delete can be undone, the delete restored from Recently
 * deleted. Each feature's api names its own (addMatch, updateMatch, deleteMatch) from these.
 */
export function recordedCollection<Input>(spec: RecordedCollectionSpec<Input>) {
  const { area, title, data } = spec;
  /** A document of the collection: a new one without `id`. */
  const ref = (id?: string): DocumentReference =>
    id === undefined ? doc(spec.collection()) : doc(spec.collection(), id);
  return {
    area,
    ref,
    /** Adds the item and returns its new id. */
    async add(input: Input): Promise<string> {
      const reference = ref();
      await changeRecorded(reference, { area, kind: 'create', title: title(input) }, () => ({
        ...data(input),
        ...spec.created?.(),
      }));
      return reference.id;
    },
    update(id: string, input: Input): Promise<Recorded> {
      return changeRecorded(
        ref(id),
        { area, kind: 'edit', title: title(input) },
        () => data(input),
        spec.merge ? { merge: true } : {},
      );
    },
    /** Moves the item to the bin (Recently deleted, restorable for BIN_DAYS days). */
    remove(id: string, name?: string): Promise<Recorded> {
      return changeRecorded(
        ref(id),
        { area, kind: 'delete', ...(name !== undefined && { title: name }) },
        () => null,
      );
    },
  };
}
