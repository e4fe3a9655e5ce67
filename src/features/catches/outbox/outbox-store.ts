import { indexedDbOutboxStore as sharedStore } from '../../../lib/outbox/outbox-store';
import type { OutboxStore as SharedStore } from '../../../lib/outbox/outbox';
import type { NewCatch } from '../api/submit-catch';

/** Where queued catches live: IndexedDB on the phone (blobs included), or memory in unit tests. */
export type OutboxStore = SharedStore<NewCatch>;

export function indexedDbOutboxStore(): OutboxStore {
  return sharedStore<NewCatch>('pac-catch-outbox', 'catches');
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
