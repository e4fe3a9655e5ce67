import type { WaterKey } from '../../../config/waters';
import { changeRecorded, type Recorded } from '../../../lib/history';
import { waterEntryRef, waterEntryTitle } from './water-entry-ref';

/**
 * Moves the entry to the bin (Recently deleted, restorable for 90 days): its image stays in
 * Storage until the bin purge removes it with the entry's history.
 */
export function deleteWaterEntry(key: WaterKey, id: string): Promise<Recorded> {
  return changeRecorded(
    waterEntryRef(key, id),
    { area: 'manageWaters', kind: 'delete', title: waterEntryTitle(key) },
    (stored) => {
      if (!stored) throw new Error('That entry no longer exists.');
      return null;
    },
  );
}
