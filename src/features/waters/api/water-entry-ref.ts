import { collection, doc } from 'firebase/firestore/lite';
import { WATERS, waterEntriesPath, type WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';

/** waters/{key}/{key}Data/{id}, or a new id in that collection. */
export function waterEntryRef(key: WaterKey, id?: string) {
  const [root, ...rest] = waterEntriesPath(key);
  const entries = collection(db, root, ...rest);
  return id === undefined ? doc(entries) : doc(entries, id);
}

/** An entry's name in the history and the bin: "Weston entry". */
export const waterEntryTitle = (key: WaterKey) =>
  `${WATERS.find((water) => water.key === key)?.name ?? key} entry`;
