import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { waterEntriesPath, type WaterKey } from '../../../config/waters';
import { loadDisplaySanitizer } from '../../../lib/display-html';
import { db } from '../../../lib/firebase';
import { numberOr, text } from '../../../lib/firestore-values';
import type { ShownWaterEntry, WaterEntry } from '../types';

/** A water's entries (waters/{key}/{key}Data), by pagePosition. */
export async function getWaterEntries(key: WaterKey): Promise<WaterEntry[]> {
  const [root, ...rest] = waterEntriesPath(key);
  const snapshot = await getDocs(query(collection(db, root, ...rest), orderBy('pagePosition')));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      pagePosition: numberOr(data.pagePosition, 0),
      imgUrl: text(data.imgUrl),
      text: text(data.text),
    };
  });
}

/** A water's entries as its public page shows them, their texts sanitized for display. */
export async function getShownWaterEntries(key: WaterKey): Promise<ShownWaterEntry[]> {
  const [entries, shown] = await Promise.all([getWaterEntries(key), loadDisplaySanitizer()]);
  return entries.map((entry) => ({ ...entry, text: shown(entry.text) }));
}
