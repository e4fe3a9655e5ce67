import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { QueuedCatch } from './queued-catch';

/** Where queued catches live: IndexedDB on the phone (blobs included), or memory in unit tests. */
export interface OutboxStore {
  all(): Promise<QueuedCatch[]>;
  put(entry: QueuedCatch): Promise<void>;
  remove(id: string): Promise<void>;
}

let store: UseStore | undefined;

/** Opened on first use; a browser without IndexedDB has no outbox (nothing to read, no writes). */
function outboxStore(): UseStore {
  if (typeof indexedDB === 'undefined')
    throw new Error('This browser cannot keep catches offline.');
  store ??= createStore('pac-catch-outbox', 'catches');
  return store;
}

export function indexedDbOutboxStore(): OutboxStore {
  return {
    all: async () =>
      typeof indexedDB === 'undefined'
        ? []
        : (await entries<string, QueuedCatch>(outboxStore()))
            .map(([, entry]) => entry)
            .sort((a, b) => a.savedAt - b.savedAt),
    put: (entry) => set(entry.id, entry, outboxStore()),
    remove: (id) => del(id, outboxStore()),
  };
}

/** Whether this phone keeps any catch (waiting, sent or refused): a read of the store alone. */
export function hasKeptCatches(): Promise<boolean> {
  return indexedDbOutboxStore()
    .all()
    .then(
      (kept) => kept.length > 0,
      () => false,
    );
}
