import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { countSubmission, rankOf } from './submitter-limits';

const now = Timestamp.fromMillis(Date.parse('2026-06-01T12:00:00Z'));
const ago = (ms: number) => Timestamp.fromMillis(now.toMillis() - ms);

describe('countSubmission', () => {
  it('starts a day for a first submission', () => {
    expect(countSubmission(undefined, now)).toMatchObject({ dayCount: 1 });
  });

  it('counts the next submission of the day a minute later', () => {
    const counted = countSubmission(
      { lastAt: ago(60_000), dayStart: ago(3_600_000), dayCount: 2 },
      now,
    );
    expect(counted).toMatchObject({ dayCount: 3 });
    expect(counted).not.toHaveProperty('dayStart');
  });

  it('refuses a submission within a minute of the last, with a sentence', () => {
    expect(() =>
      countSubmission({ lastAt: ago(59_000), dayStart: ago(59_000), dayCount: 1 }, now),
    ).toThrow(
      expect.objectContaining({
        code: 'catches/too-soon',
        message: expect.stringMatching(/minute/),
      }),
    );
  });

  it('refuses a sixth submission within a day, and allows it once the day is over', () => {
    const full = { lastAt: ago(120_000), dayStart: ago(3_600_000), dayCount: 5 };
    expect(() => countSubmission(full, now)).toThrow(
      expect.objectContaining({ code: 'catches/daily-limit' }),
    );
    expect(countSubmission({ ...full, dayStart: ago(24 * 3_600_000) }, now)).toMatchObject({
      dayCount: 1,
    });
  });
});

describe('rankOf', () => {
  it('is the time in microseconds, an exact integer above the old small ranks', () => {
    const rank = rankOf(new Timestamp(1_780_000_000, 123_456_789));
    expect(rank).toBe(1_780_000_000_123_456);
    expect(Number.isSafeInteger(rank)).toBe(true);
  });

  it('grows with time, microsecond by microsecond', () => {
    expect(rankOf(new Timestamp(1_780_000_000, 1_000))).toBeGreaterThan(
      rankOf(new Timestamp(1_780_000_000, 999)),
    );
  });
});
