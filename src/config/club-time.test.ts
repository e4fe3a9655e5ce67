import { afterEach, describe, expect, it } from 'vitest';
import { clubToday } from './club-time';

const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

describe("the club's today", () => {
  it("is today's date in London", () => {
    expect(clubToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(clubToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  // Node applies a change of TZ at once: a phone set to another zone still gets London's day.
  it.each(['Pacific/Auckland', 'America/Los_Angeles'])(
    'is London’s day on a phone in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(clubToday(new Date('2026-11-28T12:30:00Z'))).toBe('2026-11-28');
      expect(clubToday(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-28');
    },
  );
});
