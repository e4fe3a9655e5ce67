import { describe, expect, it } from 'vitest';
import type { Match } from '../types';
import { todayFirst } from './today-first';

const match = (id: string, day: number): Match => ({
  id,
  date: new Date(Date.UTC(2026, 11, day)),
  description: id,
  location: 'Weston',
  drawTime: '08:00',
});

// 6 December 2026, mid-morning where the test runs.
const now = new Date(2026, 11, 6, 10);
const ids = (matches: Match[]) => matches.map((m) => m.id);

describe('todayFirst', () => {
  it("opens on today's match, marked Today, past ones apart and most recent first", () => {
    const split = todayFirst(
      [
        match('far', 27),
        match('old', 1),
        match('today', 6),
        match('older', 1 - 30),
        match('next', 13),
      ],
      now,
    );
    expect(ids(split.upcoming)).toEqual(['today', 'next', 'far']);
    expect(ids(split.past)).toEqual(['old', 'older']);
    expect(split.focus).toEqual({ id: 'today', when: 'Today' });
  });

  it('opens on the next match, marked Next, when none is today', () => {
    const split = todayFirst([match('old', 1), match('next', 13)], now);
    expect(ids(split.upcoming)).toEqual(['next']);
    expect(split.focus).toEqual({ id: 'next', when: 'Next' });
  });

  it('marks nothing when every match is past', () => {
    const split = todayFirst([match('old', 1)], now);
    expect(split.upcoming).toEqual([]);
    expect(split.focus).toBeUndefined();
  });
});
