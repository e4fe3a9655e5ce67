import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMatchRule, matchesToShow } from './match-list';
import type { Match } from './types';

const match = (id: string, iso: string): Match => ({
  id,
  date: new Date(iso),
  location: 'Weston',
  description: id,
  drawTime: '08:00',
});

describe('matchesToShow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const matches = [
    match('next week', '2026-06-22T08:00:00Z'),
    match('last month', '2026-05-15T08:00:00Z'),
    match('exactly one day ago', '2026-06-14T12:00:00Z'),
    match('just over a day ago', '2026-06-14T11:59:59Z'),
    match('tomorrow', '2026-06-16T08:00:00Z'),
  ];

  it('sorts every match by date ascending when past matches are shown', () => {
    expect(matchesToShow(matches, false).map((m) => m.id)).toEqual([
      'last month',
      'just over a day ago',
      'exactly one day ago',
      'tomorrow',
      'next week',
    ]);
  });

  it('keeps matches at or after now minus one day when past matches are hidden', () => {
    expect(matchesToShow(matches, true).map((m) => m.id)).toEqual([
      'exactly one day ago',
      'tomorrow',
      'next week',
    ]);
  });

  it('does not reorder the array it was given', () => {
    const copy = [...matches];
    matchesToShow(matches, false);
    expect(matches).toEqual(copy);
  });
});

describe('formatMatchRule', () => {
  it('is the rank, a closing bracket, then the value', () => {
    expect(formatMatchRule({ id: 'r', rank: 3, value: 'No groundbait' })).toBe('3) No groundbait');
  });
});
