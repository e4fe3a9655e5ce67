import { describe, expect, it, vi } from 'vitest';
import { createOutbox, type OutboxStore, type Queued } from './outbox';

/** The store in memory: these tests are about the queue, not IndexedDB. */
function memoryStore<T>(): OutboxStore<T> & { entries: Map<string, Queued<T>> } {
  const entries = new Map<string, Queued<T>>();
  return {
    entries,
    all: async () => [...entries.values()].sort((a, b) => a.savedAt - b.savedAt),
    put: async (entry) => void entries.set(entry.id, { ...entry }),
    remove: async (id) => void entries.delete(id),
  };
}

// The catch outbox's own tests (features/catches/outbox) cover waiting, refusals and limits;
// these cover what the weigh-in uses besides: a sent line dropped at once, `onSent` told.
describe('shared outbox, sent lines not kept (the weigh-in)', () => {
  it('keeps inputs while offline, then sends them oldest first, drops them and says so', async () => {
    const online = { value: false };
    const store = memoryStore<{ peg: number }>();
    const sent: number[] = [];
    const onSent = vi.fn();
    let clock = 0;
    let next = 0;
    const outbox = createOutbox<{ peg: number }>({
      store,
      send: async (input) => void sent.push(input.peg),
      summarize: (input) => `Peg ${input.peg}`,
      describe: () => 'refused',
      isOnline: () => online.value,
      newId: () => `id${++next}`,
      now: () => ++clock,
      keepSent: false,
      onSent,
    });
    await outbox.queue({ peg: 3 });
    await outbox.queue({ peg: 1 });
    await outbox.flush();
    expect(sent).toEqual([]);
    expect(outbox.getSnapshot().map((entry) => [entry.summary, entry.state])).toEqual([
      ['Peg 3', 'waiting'],
      ['Peg 1', 'waiting'],
    ]);
    online.value = true;
    await outbox.flush();
    expect(sent).toEqual([3, 1]);
    expect(onSent).toHaveBeenNthCalledWith(1, { peg: 3 }, 'id1');
    expect(outbox.getSnapshot()).toEqual([]);
    expect(store.entries.size).toBe(0);
  });

  it('keeps an input whose send got no answer, to send again', async () => {
    const store = memoryStore<{ peg: number }>();
    const send = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    const outbox = createOutbox<{ peg: number }>({
      store,
      send,
      summarize: () => 'Peg',
      describe: () => 'refused',
      isOnline: () => true,
      newId: () => 'only',
      keepSent: false,
    });
    await outbox.queue({ peg: 2 });
    await outbox.flush();
    expect(outbox.getSnapshot().map((entry) => entry.state)).toEqual(['waiting']);
    send.mockResolvedValue(undefined);
    await outbox.flush();
    expect(outbox.getSnapshot()).toEqual([]);
  });
});
