import {
  doc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore/lite';
import { picturePath, type AreaPicture } from '../../config/areas';
import { deletePictureIfPresent, uploadImage } from '../storage-files';
import { changeRecorded, type Recorded } from './record-change';
import type { HistoryArea } from './types';

/** A picture as the form gives it (ImageField's prepared File) becomes its stored URL. */
type Stored<T> = T extends Blob ? string : T;

/** The input as `data` gets it: each picture (a Blob field) replaced by its uploaded file's URL. */
export type Uploaded<Input> = { [K in keyof Input]: Stored<Input[K]> };

export interface RecordedCollectionSpec<Input> {
  area: HistoryArea;
  /** The collection (read when a write is made). */
  collection: () => CollectionReference;
  /** The item's name in its history entries ("Winter League"). */
  title: (input: Input) => string;
  /**
   * Where the input's pictures go (an area's picture, src/config/areas.ts): each Blob field is
   * uploaded to its folder under a new name before the write (the old file stays for History), and
   * `data` gets the URL in its place; an edit without a new picture gets undefined there.
   */
  picture?: AreaPicture;
  /** The stored fields of an input (an add writes them, an edit writes them again). */
  data: (input: Uploaded<Input>) => DocumentData;
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

  /**
   * Uploads the input's pictures, then makes the write with their URLs; a write that fails
   * removes the files it uploaded, so none is left that no version points at.
   */
  async function withPictures<T>(input: Input, write: (stored: Uploaded<Input>) => Promise<T>) {
    const uploads: string[] = [];
    const stored: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(input as Record<string, unknown>)) {
      if (!(value instanceof Blob)) {
        stored[field] = value;
        continue;
      }
      if (!spec.picture) throw new Error(`${field}: the collection names no picture folder.`);
      if (!value.type.startsWith('image/')) throw new Error('Choose an image file.');
      const url = await uploadImage(picturePath(spec.picture, crypto.randomUUID()), value);
      uploads.push(url);
      stored[field] = url;
    }
    try {
      return await write(stored as Uploaded<Input>);
    } catch (error) {
      await Promise.all(uploads.map((url) => deletePictureIfPresent(url).catch(() => {})));
      throw error;
    }
  }

  /** A document of the collection: a new one without `id`. */
  const ref = (id?: string): DocumentReference =>
    id === undefined ? doc(spec.collection()) : doc(spec.collection(), id);
  return {
    area,
    ref,
    /** Adds the item and returns its new id. */
    async add(input: Input): Promise<string> {
      const reference = ref();
      await withPictures(input, (stored) =>
        changeRecorded(reference, { area, kind: 'create', title: title(input) }, () => ({
          ...data(stored),
          ...spec.created?.(),
        })),
      );
      return reference.id;
    },
    update(id: string, input: Input): Promise<Recorded> {
      return withPictures(input, (stored) =>
        changeRecorded(
          ref(id),
          { area, kind: 'edit', title: title(input) },
          () => data(stored),
          spec.merge ? { merge: true } : {},
        ),
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
