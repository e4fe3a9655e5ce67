import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, sendLaterMessage } from './send-later';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('sendLaterMessage: which failed submissions the outbox keeps', () => {
  it('keeps a catch the busy servers did not answer', () => {
    for (const code of [
      'aborted',
      'unavailable',
      'deadline-exceeded',
      'storage/retry-limit-exceeded',
    ]) {
      expect(sendLaterMessage(failure(code)), code).toBe(BUSY_MESSAGE);
    }
  });

  it('keeps no refusal, no cancel and no failure without a code: those are shown', () => {
    for (const code of [
      'permission-denied',
      'storage/unauthorized',
      'storage/canceled',
      'photo/unreadable',
      // The club-wide cap refuses nothing now (issue 32): its old code is no reason to keep.
      'catches/club-cap',
    ]) {
      expect(sendLaterMessage(failure(code)), code).toBeUndefined();
    }
    expect(sendLaterMessage(new Error('no code'))).toBeUndefined();
  });
});
