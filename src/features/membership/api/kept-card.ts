/**
 * The member's card kept on this phone so it opens with no signal (issue 33, point 5): the permit
 * token and its claims, in IndexedDB (idb-keyval), under the signed-in member's uid only. Its own
 * store, so sign-out clears it whole; nothing here is in a shared cache.
 */
import { clear, createStore, get, set } from 'idb-keyval';
import type { KeptCard } from '../types';

let store: ReturnType<typeof createStore> | undefined;
const cards = () => (store ??= createStore('pac-member-card', 'cards'));

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
