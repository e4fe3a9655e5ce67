// @vitest-environment jsdom
// Waiting for the line to come back uses the window's timers and navigator.onLine.
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gotNoAnswer } from '../lib/connection';
import { createQueryClient } from './query-client';

/** A Firestore that nobody answers: port 9 (discard) on this machine refuses the connection. */
function unreachableFirestore() {
  const app = initializeApp(
    { projectId: 'demo-unreachable', apiKey: 'x' },
    `no-answer-${Math.random()}`,
  );
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', 9);
  return db;
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('a read that gets no answer', () => {
  it('is told apart from a refusal by the Firestore SDK’s own error', async () => {
    const error = await getDoc(doc(unreachableFirestore(), 'content/site')).catch(
      (e: unknown) => e,
    );
    expect(gotNoAnswer(error)).toBe(true);
    expect(gotNoAnswer({ code: 'permission-denied' })).toBe(false);
    expect(gotNoAnswer({ code: 'not-found' })).toBe(false);
    expect(gotNoAnswer(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(
      false,
    );
  });

  it('counts as offline: the query keeps the data it shows and waits, instead of failing', async () => {
    onlineManager.setOnline(true);
    const client = createQueryClient();
    const db = unreachableFirestore();
    client.setQueryData(['content', 'site'], { kept: true });
    const observer = new QueryObserver(client, {
      queryKey: ['content', 'site'],
      queryFn: () => getDoc(doc(db, 'content/site')).then(() => ({ kept: false })),
      staleTime: 0,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'), {
      timeout: 10_000,
    });
    expect(onlineManager.isOnline()).toBe(false);
    const result = observer.getCurrentResult();
    expect(result.data).toEqual({ kept: true });
    expect(result.isError).toBe(false);
    unsubscribe();
  });

  it('does not hold back a read the server refused: it fails after one more try', async () => {
    const client = createQueryClient();
    const refused = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    const queryFn = vi.fn().mockRejectedValue(refused);
    await expect(client.fetchQuery({ queryKey: ['refused'], queryFn, retryDelay: 0 })).rejects.toBe(
      refused,
    );
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
