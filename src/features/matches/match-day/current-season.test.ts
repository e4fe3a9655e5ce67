import { describe, expect, it } from 'vitest';
import { currentSeason } from './current-season';
import type { Season } from './types';

const season = (id: string, start: string, end: string): Season => ({
  id,
  name: id,
  start: new Date(start),
  end: new Date(end),
  scheme: { kind: 'byPosition' },
  bestOf: null,
});
const seasons = [
  season('2027', '2027-01-01', '2028-01-01'),
  season('2025', '2025-01-01', '2025-10-01'),
  season('2026', '2026-03-01', '2026-10-01'),
];

describe('currentSeason', () => {
  it('is the season running now', () => {
    expect(currentSeason(seasons, new Date('2026-06-01'))?.id).toBe('2026');
  });
  it('between seasons, the latest that has started', () => {
    expect(currentSeason(seasons, new Date('2026-12-01'))?.id).toBe('2026');
  });
  it('before any has started, the earliest; none without seasons', () => {
    expect(currentSeason(seasons, new Date('2020-01-01'))?.id).toBe('2025');
    expect(currentSeason([], new Date())).toBeUndefined();
  });
});
