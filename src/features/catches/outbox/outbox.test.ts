import { describe, expect, it } from 'vitest';
import type { NewCatch } from '../api/submit-catch';
import { createOutbox, type SendCatch } from './outbox';
import type { OutboxStore } from './outbox-store';
import type { QueuedCatch } from './queued-catch';

/** The outbox's store in memory: these tests are about the queue's states, not IndexedDB. */
function memoryStore(): OutboxStore & { entries: Map<string, QueuedCatch> } {
  const entries = new Map<string, QueuedCatch>();
  return {
    entries,
    all: async () => [...entries.values()].sort((a, b) => a.savedAt - b.savedAt),
    put: async (entry) => void entries.set(entry.id, { ...entry }),
    remove: async (id) => void entries.delete(id),
  };
}

const tench: NewCatch = {
  memberName: 'Ann Angler',
  catchLocation: 'Weston',
  fishType: 'Tench',
  fishLbs: 4,
  photo: new Blob(['photo'], { type: 'image/jpeg' }),
  thumb: new Blob(['thumb'], { type: 'image/jpeg' }),
};

function setup(send: SendCatch, online = { value: true }) {
  const store = memoryStore();
  let next = 0;
  const clock = { now: 1_000_000 };
  const wakes: number[] = [];
  const outbox = createOutbox({
    store,
    send,
    describe: (error) => `Refused: ${(error as Error).message}`,
    isOnline: () => online.value,
    newId: () => `catch${++next}`,
    now: () => clock.now,
    wakeAt: (time) => void wakes.push(time),
  });
  const states = () => outbox.getSnapshot().map((entry) => entry.state);
  return { store, outbox, states, online, clock, wakes };
}

function codeError(code: string, message = code) {
  return Object.assign(new Error(message), { code });
}

describe('catch outbox', () => {
  it('keeps a queued catch waiting, with its fields and photos, and a summary', async () => {
    const { outbox, states, store } = setup(async () => undefined);
    const id = await outbox.queue(tench);
    expect(id).toBe('catch1');
    expect(states()).toEqual(['waiting']);
    const [entry] = outbox.getSnapshot();
    expect(entry!.summary).toBe('Tench, Weston');
    expect(store.entries.get(id)!.input!.photo).toBeInstanceOf(Blob);
  });

  it('is sending while the send runs, then sent, with the same id, and the photos dropped', async () => {
    let finish!: () => void;
    const sent: string[] = [];
    const { outbox, states, store } = setup(
      (input, id) =>
        new Promise<void>((resolve) => {
          sent.push(`${input.fishType}:${id}`);
          finish = resolve;
        }),
    );
    const id = await outbox.queue(tench);
    const flushing = outbox.flush();
    await expect.poll(states).toEqual(['sending']);
    // A second flush while sending does not send again.
    void outbox.flush();
    finish();
    await flushing;
    expect(states()).toEqual(['sent']);
    expect(sent).toEqual([`Tench:${id}`]);
    expect(store.entries.get(id)!.input).toBeNull();
    // Flushing again sends nothing more.
    await outbox.flush();
    expect(sent).toHaveLength(1);
  });

  it('is refused with the reason when the server says no, and sends the others', async () => {
    const { outbox, states } = setup(async (input) => {
      if (input.fishType === 'Tench') throw codeError('permission-denied', 'not allowed');
    });
    await outbox.queue(tench);
    await outbox.queue({ ...tench, fishType: 'Carp' });
    await outbox.flush();
    expect(states()).toEqual(['refused', 'sent']);
    expect(outbox.getSnapshot()[0]!.reason).toBe('Refused: not allowed');
  });

  it('goes back to waiting when the connection fails, and sends on the next flush', async () => {
    let attempts = 0;
    const { outbox, states } = setup(async () => {
      attempts++;
      if (attempts === 1) throw codeError('unavailable');
    });
    await outbox.queue(tench);
    await outbox.flush();
    expect(states()).toEqual(['waiting']);
    await outbox.flush();
    expect(states()).toEqual(['sent']);
    expect(attempts).toBe(2);
  });

  it('sends nothing while offline, and counts no failure then as a refusal', async () => {
    const online = { value: false };
    const calls: string[] = [];
    const { outbox, states } = setup(async (_input, id) => void calls.push(id), online);
    await outbox.queue(tench);
    await outbox.flush();
    expect(calls).toEqual([]);
    expect(states()).toEqual(['waiting']);
    online.value = true;
    await outbox.flush();
    expect(states()).toEqual(['sent']);
  });

  it('retries a catch left sending by a closed tab, with the same id', async () => {
    const ids: string[] = [];
    const { outbox, states, store } = setup(async (_input, id) => void ids.push(id));
    const id = await outbox.queue(tench);
    await store.put({ ...store.entries.get(id)!, state: 'sending' });
    await outbox.flush();
    expect(ids).toEqual([id]);
    expect(states()).toEqual(['sent']);
  });

  it('keeps a catch a limit told to wait, says why, tries nothing before its time, then sends it (issue 32)', async () => {
    const sends: string[] = [];
    const { outbox, states, clock, wakes } = setup(async (_input, id) => {
      sends.push(id);
      if (sends.length === 1)
        throw Object.assign(new Error('Please submit this one tomorrow.'), {
          code: 'catches/drafts-limit',
          retryAt: clock.now + 86_400_000,
        });
    });
    await outbox.queue(tench);
    await outbox.queue({ ...tench, fishType: 'Carp' });
    await outbox.flush();
    // Told to wait: kept (not refused), with the limit's reason; the next catch still went.
    expect(states()).toEqual(['waiting', 'sent']);
    const [waiting] = outbox.getSnapshot();
    expect(waiting!.reason).toBe('Refused: Please submit this one tomorrow.');
    expect(wakes).toEqual([clock.now + 86_400_000]);
    // Opening the page again before then sends nothing (so spends no draft).
    for (let visit = 0; visit < 25; visit++) await outbox.flush();
    expect(sends).toHaveLength(2);
    clock.now += 86_400_000;
    await outbox.flush();
    expect(states()).toEqual(['sent', 'sent']);
    expect(outbox.getSnapshot()[0]!.reason).toBeUndefined();
    expect(sends).toHaveLength(3);
  });

  it('cancels a waiting catch and clears sent or refused lines', async () => {
    const { outbox, states } = setup(async () => undefined, { value: false });
    const id = await outbox.queue(tench);
    await outbox.remove(id);
    expect(states()).toEqual([]);
  });
});
