/**
 * The member's card kept on this phone so it opens with no signal (issue 33, point 5): the permit
 * token and its claims, in IndexedDB (idb-keyval), under the signed-in member's uid only. Its own
 * store, so sign-out clears it whole; nothing here is in a shared cache.
 */
import { clear, createStore, get, keys, set } from 'idb-keyval';
import type { KeptCard } from '../types';

const DATABASE = 'pac-member-card';

let store: ReturnType<typeof createStore> | undefined;
const cards = () => (store ??= createStore(DATABASE, 'cards'));

/**
 * Whether a card is kept on this phone. A browser that lists its databases is asked first, so a
 * visitor's phone is not given an empty one.
 */
export async function hasKeptCard(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const databases =
    'databases' in indexedDB ? await indexedDB.databases().catch(() => undefined) : undefined;
  if (databases && !databases.some((database) => database.name === DATABASE)) return false;
  return (await keys(cards())).length > 0;
}

export async function readKeptCard(uid: string): Promise<KeptCard | undefined> {
  return get<KeptCard>(uid, cards());
}

export async function keepCard(uid: string, card: KeptCard): Promise<void> {
  // One member's card at a time: another's left by an earlier session goes.
  await clear(cards());
  await set(uid, card, cards());
}

/** Removes every kept card (sign-out, or a page that finds nobody signed in). */
export async function forgetKeptCards(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clear(cards());
}
