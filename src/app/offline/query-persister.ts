/**
 * TanStack Query's cache kept in IndexedDB (idb-keyval), so a returning visitor sees the last known
 * page at once and, with no signal, the pages seen before. The client is stored as it is
 * (IndexedDB's structured clone), not as JSON: the club's entities carry Dates, which JSON would
 * turn into strings. Writes are gathered for a moment, since the cache changes in bursts.
 */
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

const KEY = 'query-cache';
const WRITE_DELAY_MS = 300;

interface Options {
  /** When true, nothing is written (admin screens: their data never goes on the device). */
  paused: () => boolean;
}

export function createQueryPersister({ paused }: Options): Persister {
  const store = createStore('pac-query-cache', 'keyval');
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const client = pending;
    pending = undefined;
    // A failed write (quota, private mode) only means the next visit starts from the network.
    if (client) set(KEY, client, store).catch(() => undefined);
  };
  return {
    persistClient(client) {
      if (paused()) return;
      pending = client;
      timer ??= setTimeout(write, WRITE_DELAY_MS);
    },
    restoreClient: () => get<PersistedClient>(KEY, store).catch(() => undefined),
    removeClient: () => del(KEY, store).catch(() => undefined),
  };
}
