import { isRefusal, retryAtOf } from './is-refusal';

/**
 * Something kept on the phone until it can be sent:
 * waiting (no signal yet, or told to wait: `reason`, `retryAt`) → sending → sent, or refused by
 * the club's server (with the reason).
 */
export type QueuedState = 'waiting' | 'sending' | 'sent' | 'refused';

export interface Queued<Input> {
  /** Made on the phone and sent with the input: a second send of it cannot store it twice. */
  id: string;
  /** What is sent; dropped once sent. */
  input: Input | null;
  /** What the list on the page says of it. */
  summary: string;
  state: QueuedState;
  /** Why the server refused it (state 'refused'), or why it waits when not for signal. */
  reason?: string;
  /** Not sent before this time (ms since 1970): a per-identity limit said when (issue 32). */
  retryAt?: number;
  savedAt: number;
}

/** Where queued items live: IndexedDB on the phone (outbox-store.ts), or memory in unit tests. */
export interface OutboxStore<Input> {
  all(): Promise<Queued<Input>[]>;
  put(entry: Queued<Input>): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface OutboxOptions<Input> {
  store: OutboxStore<Input>;
  send: (input: Input, id: string) => Promise<unknown>;
  /** What the page's list says of an input. */
  summarize: (input: Input) => string;
  /** A short sentence for a refusal (lib/error-message in the app). */
  describe: (error: unknown) => string;
  isOnline: () => boolean;
  /** Makes the id sent with the input. */
  newId: () => string;
  /** The time now (ms since 1970); Date.now unless a test says. */
  now?: () => number;
  /** Called after a flush with the earliest time a waiting item may be sent, to flush again. */
  wakeAt?: (time: number) => void;
  /** Runs `work` alone across the phone's tabs (Web Locks where there are), so two tabs never
   * send the same item at once. */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
  /**
   * Whether a sent line stays until the person has seen it (a member's catch), or goes at once,
   * `onSent` told (the weigh-in: the club's copy is then the truth the page shows).
   */
  keepSent?: boolean;
  onSent?: (input: Input, id: string) => void;
}

/**
 * Inputs made with no signal, kept on the phone and sent once there is a connection, each
 * exactly once (its id is made here and sent with it), oldest first. A snapshot of the list is
 * kept for the UI (useSyncExternalStore), refreshed from the store after every change. The
 * members' catches (features/catches/outbox) and the match day's weigh-in share it.
 */
export function createOutbox<Input>({
  store,
  send,
  summarize,
  describe,
  isOnline,
  newId,
  exclusive,
  now = Date.now,
  wakeAt,
  keepSent = true,
  onSent,
}: OutboxOptions<Input>) {
  let snapshot: readonly Queued<Input>[] = [];
  const listeners = new Set<() => void>();
  const runAlone = exclusive ?? ((work: () => Promise<void>) => work());

  async function refresh(): Promise<void> {
    snapshot = await store.all();
    listeners.forEach((listener) => listener());
  }

  async function update(entry: Queued<Input>): Promise<void> {
    await store.put(entry);
    await refresh();
  }

  /**
   * Sends every waiting item, one after another, until done or the connection goes. An item told
   * when it may be sent is not tried before then: opening the page again spends nothing.
   */
  async function sendWaiting(): Promise<void> {
    for (const stored of await store.all()) {
      // 'sending' left over from a closed tab is retried: the id makes a repeat harmless.
      if ((stored.state !== 'waiting' && stored.state !== 'sending') || !stored.input) continue;
      if (stored.retryAt !== undefined && stored.retryAt > now()) continue;
      if (!isOnline()) return;
      // Its wait (if it had one) is over: the line says nothing more of it.
      const entry: Queued<Input> = { ...stored, retryAt: undefined, reason: undefined };
      await update({ ...entry, state: 'sending' });
      try {
        await send(stored.input, stored.id);
        if (keepSent) {
          // Sent: the input (a catch's photo blobs) is dropped; the line stays until seen.
          await update({ ...entry, input: null, state: 'sent' });
        } else {
          onSent?.(stored.input, stored.id);
          await store.remove(stored.id);
          await refresh();
        }
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

  /** The earliest time an item told to wait may be sent, for wakeAt. */
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
    getSnapshot: (): readonly Queued<Input>[] => snapshot,
    refresh,

    /** Keeps the input on the phone; returns its id. */
    async queue(input: Input): Promise<string> {
      const id = newId();
      await update({ id, input, summary: summarize(input), state: 'waiting', savedAt: now() });
      return id;
    },

    /** Cancels a waiting item, or clears a sent or refused line. An item being sent stays. */
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

export type Outbox<Input> = ReturnType<typeof createOutbox<Input>>;
