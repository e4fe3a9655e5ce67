import type { NewCatch } from '../api/submit-catch';
import { isRefusal, retryAtOf } from './is-refusal';
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
  /** The time now (ms since 1970); Date.now unless a test says. */
  now?: () => number;
  /** Called after a flush with the earliest time a waiting catch may be sent, to flush again. */
  wakeAt?: (time: number) => void;
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
export function createOutbox({
  store,
  send,
  describe,
  isOnline,
  newId,
  exclusive,
  now = Date.now,
  wakeAt,
}: Options) {
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

  /**
   * Sends every waiting catch, one after another, until done or the connection goes. A catch told
   * when it may be sent is not tried before then: opening the page again spends nothing.
   */
  async function sendWaiting(): Promise<void> {
    for (const stored of await store.all()) {
      // 'sending' left over from a closed tab is retried: the id makes a repeat harmless.
      if ((stored.state !== 'waiting' && stored.state !== 'sending') || !stored.input) continue;
      if (stored.retryAt !== undefined && stored.retryAt > now()) continue;
      if (!isOnline()) return;
      // Its wait (if it had one) is over: the line says nothing more of it.
      const entry: QueuedCatch = { ...stored, retryAt: undefined, reason: undefined };
      await update({ ...entry, state: 'sending' });
      try {
        await send(stored.input, stored.id);
        // Sent: the photo blobs are dropped; the line stays until the member has seen it.
        await update({ ...entry, input: null, state: 'sent' });
      } catch (error) {
        const retryAt = retryAtOf(error);
        if (isRefusal(error, isOnline())) {
          await update({ ...entry, state: 'refused', reason: describe(error) });
        } else if (retryAt !== undefined) {
          // Told to wait by a limit (the reason in its words), then sent: the next one may go.
          await update({ ...entry, state: 'waiting', reason: describe(error), retryAt });
        } else {
          await update({ ...entry, state: 'waiting' });
          return;
        }
      }
    }
  }

  /** The earliest time a catch told to wait may be sent, for wakeAt. */
  function nextRetry(): number | undefined {
    const times = snapshot
      .filter((entry) => entry.state === 'waiting' && entry.retryAt !== undefined)
      .map((entry) => entry.retryAt!);
    return times.length > 0 ? Math.min(...times) : undefined;
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
        const at = nextRetry();
        if (at !== undefined) wakeAt?.(at);
      });
      return running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
