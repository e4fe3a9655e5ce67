/**
 * The app's one outbox of catches: IndexedDB on the phone, sent through submitCatch with the
 * outbox's id when the connection comes back (lib/connection.ts) or on the next visit (startOutbox,
 * called by main.tsx once the page shows its content). No Background Sync: the service worker
 * cannot run the Firebase SDK's upload and transaction, and a page that is open or opened next
 * does the same job. The Firebase code a send needs (Auth) is loaded only as it sends, so with a
 * signal; /catches has fetched it ahead (sending-code.ts). If it fails even so (one bar), the catch
 * waits, and the next flush loads it again where the browser allows (lib/load-once.ts; Chromium
 * keeps the failure for the page's life: then the next page opened sends it).
 */
import { useSyncExternalStore } from 'react';
import { hasConnection, onConnection } from '../../../lib/connection';
import { errorMessage } from '../../../lib/error-message';
import { submitCatch } from '../api/submit-catch';
import { createOutbox } from './outbox';
import { indexedDbOutboxStore } from './outbox-store';
import { newCatchId } from './new-catch-id';

let wake: ReturnType<typeof setTimeout> | undefined;

export const catchOutbox = createOutbox({
  store: indexedDbOutboxStore(),
  send: (input, id) => submitCatch(input, { id }),
  describe: (error) => errorMessage(error),
  isOnline: hasConnection,
  newId: newCatchId,
  // A catch told to wait (a per-identity limit) is sent at its time while the page stays open.
  wakeAt: (time) => {
    clearTimeout(wake);
    wake = setTimeout(() => void catchOutbox.flush(), Math.max(0, time - Date.now()) + 1000);
  },
  exclusive: async (work) => {
    if (navigator.locks) await navigator.locks.request('pac-catch-outbox', work);
    else await work();
  },
});

let started = false;

/** Loads the list, sends what waits, and sends again whenever the connection comes back. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  onConnection(() => void catchOutbox.flush());
  void catchOutbox.refresh().then(() => catchOutbox.flush());
}

export function useQueuedCatches() {
  return useSyncExternalStore(
    catchOutbox.subscribe,
    catchOutbox.getSnapshot,
    catchOutbox.getSnapshot,
  );
}
