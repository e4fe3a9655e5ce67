import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMatchDate, formatMatchRule, matchesToShow } from './match-list';
import type { Match } from './types';

const match = (id: string, iso: string): Match => ({
  id,
  date: new Date(iso),
  location: 'Weston',
  description: id,
  drawTime: '08:00',
});

describe('formatMatchDate', () => {
  it('writes the UTC day as dd/mm/yyyy', () => {
    expect(formatMatchDate(new Date('2026-03-07T12:00:00Z'))).toBe('07/03/2026');
  });

  it('uses the UTC day even where the local day differs', () => {
    // 23:30 UTC on 31 December is already 1 January east of Greenwich; the list shows 31/12.
    expect(formatMatchDate(new Date('2026-12-31T23:30:00Z'))).toBe('31/12/2026');
    expect(formatMatchDate(new Date('2027-01-01T00:15:00Z'))).toBe('01/01/2027');
  });
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
