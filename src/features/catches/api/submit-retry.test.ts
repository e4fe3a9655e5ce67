import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTransient, retryTransient, SUBMIT_RETRIES } from './submit-retry';

const failure = (code: string) => Object.assign(new Error(code), { code });

/** Runs `step` through retryTransient, letting every wait between tries pass at once. */
async function run<T>(step: (attempt: number) => Promise<T>, signal?: AbortSignal) {
  const result = retryTransient(step, signal);
  result.catch(() => undefined);
  await vi.runAllTimersAsync();
  return result;
}

describe('retryTransient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a transiently failed step again, telling it the attempt, until it succeeds', async () => {
    const attempts: number[] = [];
    const result = await run(async (attempt) => {
      attempts.push(attempt);
      if (attempt < SUBMIT_RETRIES) throw failure('unavailable');
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('gives up after SUBMIT_RETRIES more tries with the last failure', async () => {
    const step = vi.fn(() => Promise.reject(failure('storage/retry-limit-exceeded')));
    await expect(run(step)).rejects.toMatchObject({ code: 'storage/retry-limit-exceeded' });
    expect(step).toHaveBeenCalledTimes(SUBMIT_RETRIES + 1);
  });

  it('never tries a refusal or a cancel again', async () => {
    for (const code of ['permission-denied', 'storage/unauthorized', 'storage/canceled']) {
      const step = vi.fn(() => Promise.reject(failure(code)));
      await expect(run(step)).rejects.toMatchObject({ code });
      expect(step).toHaveBeenCalledTimes(1);
    }
  });

  it('stops waiting when the member cancels', async () => {
    const controller = new AbortController();
    const step = vi.fn(() => {
      controller.abort();
      return Promise.reject(failure('unavailable'));
    });
    await expect(run(step, controller.signal)).rejects.toMatchObject({ code: 'unavailable' });
    expect(step).toHaveBeenCalledTimes(1);
  });
});

describe('isTransient', () => {
  it('knows Firestore codes with or without their prefix, and nothing without a code', () => {
    expect(isTransient(failure('firestore/unavailable'))).toBe(true);
    expect(isTransient(failure('deadline-exceeded'))).toBe(true);
    expect(isTransient(failure('storage/unknown'))).toBe(true);
    // Concurrent finishes meeting on the club-wide cap's document.
    expect(isTransient(failure('aborted'))).toBe(true);
    expect(isTransient(new Error('no code'))).toBe(false);
    expect(isTransient(null)).toBe(false);
  });
});
