import { doc, getDoc } from 'firebase/firestore/lite';
import type { WaterKey } from '../../../config/waters';
import { db } from '../../../lib/firebase';
import { text } from '../../../lib/firestore-values';
import { WATER_DETAIL_FIELDS, type WaterDetails } from '../types';

export const waterDetailsRef = (key: WaterKey) => doc(db, 'waters', key);

/** The water's details as stored; every field empty where none is. */
export async function getWaterDetails(key: WaterKey): Promise<WaterDetails> {
  const data = (await getDoc(waterDetailsRef(key))).data();
  return Object.fromEntries(
    WATER_DETAIL_FIELDS.map((field) => [field, text(data?.[field])]),
  ) as unknown as WaterDetails;
}
