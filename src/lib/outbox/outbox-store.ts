import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { OutboxStore, Queued } from './outbox';

/**
 * An outbox's store in IndexedDB (blobs included), one database per outbox. It outlives a reload
 * and a closed tab with no signal, which is the point: what was saved on the bank is still there
 * to send when the phone is next used with a connection.
 */
export function indexedDbOutboxStore<Input>(database: string, name: string): OutboxStore<Input> {
  let store: UseStore | undefined;
  /** Opened on first use; a browser without IndexedDB has no outbox (nothing to read, no writes). */
  function opened(): UseStore {
    if (typeof indexedDB === 'undefined')
      throw new Error('This browser cannot keep anything offline.');
    store ??= createStore(database, name);
    return store;
  }
  return {
    all: async () =>
      typeof indexedDB === 'undefined'
        ? []
        : (await entries<string, Queued<Input>>(opened()))
            .map(([, entry]) => entry)
            .sort((a, b) => a.savedAt - b.savedAt),
    put: (entry) => set(entry.id, entry, opened()),
    remove: (id) => del(id, opened()),
  };
}
