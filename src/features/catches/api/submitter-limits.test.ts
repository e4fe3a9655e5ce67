import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { DRAFTS_LIMIT_MESSAGE, DRAFTS_PER_DAY } from '../../../config/submission-limits';
import { countDraft, countSubmission, rankOf } from './submitter-limits';

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

describe('countDraft', () => {
  const DAY = 24 * 3_600_000;

  it('starts a day of drafts for a first draft, and counts the next ones', () => {
    expect(countDraft(undefined, now.toMillis())).toMatchObject({ draftsToday: 1 });
    expect(countDraft(undefined, now.toMillis())).toHaveProperty('draftsDayStart');
    const next = countDraft({ draftsDayStart: ago(3_600_000), draftsToday: 3 }, now.toMillis());
    expect(next).toEqual({ draftsToday: 4 });
  });

  it(`refuses the draft after ${DRAFTS_PER_DAY} in a day, with a sentence`, () => {
    expect(() =>
      countDraft({ draftsDayStart: ago(3_600_000), draftsToday: DRAFTS_PER_DAY }, now.toMillis()),
    ).toThrow(
      expect.objectContaining({ code: 'catches/drafts-limit', message: DRAFTS_LIMIT_MESSAGE }),
    );
  });

  it('starts a new day only once the day is surely over by the server clock too', () => {
    // Just over a day by this clock: counting on is always accepted, so it counts on.
    expect(countDraft({ draftsDayStart: ago(DAY + 1000), draftsToday: 3 }, now.toMillis())).toEqual(
      { draftsToday: 4 },
    );
    expect(
      countDraft({ draftsDayStart: ago(DAY + 600_000), draftsToday: 3 }, now.toMillis()),
    ).toMatchObject({ draftsToday: 1 });
    // Past the bound and past a day: a new day rather than a refusal.
    expect(
      countDraft({ draftsDayStart: ago(DAY + 1000), draftsToday: DRAFTS_PER_DAY }, now.toMillis()),
    ).toMatchObject({ draftsToday: 1 });
  });
});
