import { describe, expect, it } from 'vitest';
import { fixturesSubscribeUrl, matchCalendarUrl } from './calendar-links';

describe('calendar links', () => {
  it("name the site's own origin, deployed (the admin server is its /api), rendered on the server too", () => {
    // On the server there is no location: the origin given is the configured one, never localhost.
    expect(matchCalendarUrl('m 1', 'https://club.example')).toBe(
      'https://club.example/api/calendar/matches/m%201.ics',
    );
    expect(fixturesSubscribeUrl('https://club.example')).toBe(
      'webcal://club.example/api/calendar/matches.ics',
    );
  });

  it('name the local admin server when the site runs on localhost', () => {
    expect(fixturesSubscribeUrl('http://localhost:5173')).toBe(
      'webcal://localhost:3001/calendar/matches.ics',
    );
  });
});
