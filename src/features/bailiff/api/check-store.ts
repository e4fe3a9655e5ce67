/**
 * What a bailiff's phone keeps to check permits with no signal (docs/members.md, "Permits"): the
 * public keys permits are signed with, the revoked permits' ids, the closed seasons and the
 * waters' statuses, and when they were last synced. Nothing personal: a check's name and photo
 * come from the permit itself and are never stored.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { JSONWebKeySet } from 'jose';
import type { DayRange } from '../../../config/membership';
import type { WaterStatus } from '../../../config/water-status';

export interface CheckData {
  jwks: JSONWebKeySet;
  /** The revoked permits' ids (their `jti`). */
  revoked: string[];
  closedSeasons: Record<string, DayRange>;
  /**
   * Each water's status by name ("Weston"), as stored (statusOn gives it for the day). Absent from
   * a copy kept before the check knew statuses: such a phone says it must sync.
   */
  waterStatuses?: Record<string, WaterStatus>;
  /** When the list was last fetched, ms since the epoch. */
  syncedAt: number;
}

const KEY = 'checkData';
let store: UseStore | undefined;
// Its own database: the query cache's is cleared on sign-out; this holds nothing personal.
const checkStore = () => (store ??= createStore('pac-bailiff', 'check'));

export function loadCheckData(): Promise<CheckData | undefined> {
  return get<CheckData>(KEY, checkStore());
}

export function saveCheckData(data: CheckData): Promise<void> {
  return set(KEY, data, checkStore());
}

export function clearCheckData(): Promise<void> {
  return del(KEY, checkStore());
}

const WATER_KEY = 'pac-bailiff-water';

/** The water the bailiff last checked on, remembered on this phone. */
export function rememberedWater(): string | null {
  try {
    return localStorage.getItem(WATER_KEY);
  } catch {
    return null;
  }
}

export function rememberWater(water: string): void {
  try {
    localStorage.setItem(WATER_KEY, water);
  } catch {
    // Private browsing with storage off: the choice lasts as long as the page.
  }
}
