import type { NewCatch } from '../api/submit-catch';
import { isRefusal } from './is-refusal';
import type { OutboxStore } from './outbox-store';
import type { QueuedCatch } from './queued-catch';

export type SendCatch = (input: NewCatch, id: string) => Promise<unknown>;

interface Options {
  store: OutboxStore;
  send: SendCatch;
  /** A short sentence for a refusal (lib/error-message in the app). */
  describe: (error: unknown) => string;
  isOnline: () => boolean;
  /** Makes the id sent with the catch. */
  newId: () => string;
  /** Runs `work` alone across the phone's tabs (Web Locks where there are), so two tabs never
   * send the same catch at once. */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
}

function summaryOf(input: NewCatch): string {
  return `${input.fishType.trim()}, ${input.catchLocation}`;
}

/**
 * The catches a member submitted with no signal, kept on the phone and sent once there is a
 * connection, each exactly once (its id is made here and sent with it). A snapshot of the list is
 * kept for the UI (useSyncExternalStore), refreshed from the store after every change.
 */
export function createOutbox({ store, send, describe, isOnline, newId, exclusive }: Options) {
  let snapshot: readonly QueuedCatch[] = [];
  const listeners = new Set<() => void>();
  const runAlone = exclusive ?? ((work: () => Promise<void>) => work());

  async function refresh(): Promise<void> {
    snapshot = await store.all();
    listeners.forEach((listener) => listener());
  }

  async function update(entry: QueuedCatch): Promise<void> {
    await store.put(entry);
    await refresh();
  }

  /** Sends every waiting catch, one after another, until done or the connection goes. */
  async function sendWaiting(): Promise<void> {
    for (const stored of await store.all()) {
      // 'sending' left over from a closed tab is retried: the id makes a repeat harmless.
      if ((stored.state !== 'waiting' && stored.state !== 'sending') || !stored.input) continue;
      if (!isOnline()) return;
      await update({ ...stored, state: 'sending' });
      try {
        await send(stored.input, stored.id);
        // Sent: the photo blobs are dropped; the line stays until the member has seen it.
        await update({ ...stored, input: null, state: 'sent' });
      } catch (error) {
        if (isRefusal(error, isOnline())) {
          await update({ ...stored, state: 'refused', reason: describe(error) });
        } else {
          await update({ ...stored, state: 'waiting' });
          return;
        }
      }
    }
  }

  let running: Promise<void> | null = null;

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly QueuedCatch[] => snapshot,
    refresh,

    /** Keeps the catch on the phone; returns its id. */
    async queue(input: NewCatch): Promise<string> {
      const id = newId();
      await update({ id, input, summary: summaryOf(input), state: 'waiting', savedAt: Date.now() });
      return id;
    },

    /** Cancels a waiting catch, or clears a sent or refused line. A catch being sent stays. */
    async remove(id: string): Promise<void> {
      const entry = (await store.all()).find((e) => e.id === id);
      if (!entry || entry.state === 'sending') return;
      await store.remove(id);
      await refresh();
    },

    /** Sends what is waiting; calls made while a send runs share it. */
    flush(): Promise<void> {
      running ??= runAlone(sendWaiting).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
