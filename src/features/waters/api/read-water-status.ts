import { collection, getDocs } from 'firebase/firestore/lite';
import { statusFrom, type WaterStatus } from '../../../config/water-status';
import { WATERS, type WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';

export type WaterStatuses = Record<WaterKey, WaterStatus & { rev: number }>;

/** waterStatus/{key} for each water: open (rev 0) where none is stored. */
export async function getWaterStatuses(): Promise<WaterStatuses> {
  const snapshot = await getDocs(collection(db, 'waterStatus'));
  const stored = new Map(snapshot.docs.map((d) => [d.id, d.data()]));
  return Object.fromEntries(
    WATERS.map((water) => {
      const data = stored.get(water.key);
      const rev = typeof data?.rev === 'number' ? data.rev : 0;
      return [water.key, { ...statusFrom(data), rev }];
    }),
  ) as WaterStatuses;
}
