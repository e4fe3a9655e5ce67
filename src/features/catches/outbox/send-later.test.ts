import { describe, expect, it } from 'vitest';
import { CLUB_CAP_MESSAGE } from '../../../config/submission-limits';
import { clubCapError } from '../club-cap';
import { BUSY_MESSAGE, sendLaterMessage } from './send-later';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('sendLaterMessage: which failed submissions the outbox keeps', () => {
  it('keeps a catch over the club-wide cap, and one the busy servers did not answer', () => {
    expect(sendLaterMessage(clubCapError())).toBe(CLUB_CAP_MESSAGE);
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
    ]) {
      expect(sendLaterMessage(failure(code)), code).toBeUndefined();
    }
    expect(sendLaterMessage(new Error('no code'))).toBeUndefined();
  });
});
