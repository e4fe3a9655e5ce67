import { afterEach, describe, expect, it } from 'vitest';
import { formatClubDay, formatDay, formatLongUtcDay, formatUtcDay } from './dates';

const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

describe('dates', () => {
  it('formats a local day as dd/mm/yyyy', () => {
    expect(formatDay(new Date(2026, 0, 5, 23, 59))).toBe('05/01/2026');
  });
  // Node applies a change of TZ at once, so each zone is really the viewer's zone here.
  it.each(['UTC', 'Europe/London', 'Pacific/Auckland', 'America/Los_Angeles'])(
    'formats a UTC day as dd/mm/yyyy in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatUtcDay(new Date(Date.UTC(2026, 11, 31)))).toBe('31/12/2026');
      expect(formatUtcDay(new Date(Date.UTC(2026, 11, 31, 23, 30)))).toBe('31/12/2026');
      expect(formatUtcDay(new Date('2027-01-01T00:15:00Z'))).toBe('01/01/2027');
      expect(formatUtcDay(new Date(Date.UTC(2026, 2, 29)))).toBe('29/03/2026');
    },
  );

  it('writes a match day in words, day first, whatever the zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatLongUtcDay(new Date(Date.UTC(2026, 11, 6)))).toBe('Sunday 6 December 2026');
  });

  it("writes a moment's day in the club's time, wherever the phone is", () => {
    process.env.TZ = 'Pacific/Auckland';
    // 23:30 in London on a summer evening is the next morning in Auckland.
    expect(formatClubDay(new Date('2026-07-14T22:30:00Z'))).toBe('14/07/2026');
    expect(formatClubDay(new Date('2026-07-14T23:30:00Z'))).toBe('15/07/2026');
  });
});
