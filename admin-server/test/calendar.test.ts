import ICAL from 'ical.js';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../tests/support/emulators';
import { parseDrawTime } from '../src/calendar/london-time';
import { call, startTestServer, type TestServer } from './support/test-server';

// The fixture list as Firestore holds it: summer (BST, UTC+1) and winter (GMT) matches, one with
// a draw time nobody can read (an all-day event), one with a 12-hour clock time.
const FIXTURES = [
  {
    id: 'summer',
    day: Date.UTC(2026, 6, 4),
    location: 'Weston',
    description: 'Summer Series',
    drawTime: '07:30',
  },
  {
    id: 'winter',
    day: Date.UTC(2026, 11, 6),
    location: 'Clay End',
    description: 'Winter Pairs',
    drawTime: '8am',
  },
  {
    id: 'clocks',
    day: Date.UTC(2026, 2, 29),
    location: 'Warrens Green',
    description: 'Clocks Change Open',
    drawTime: '09:00',
  },
  {
    id: 'tba',
    day: Date.UTC(2026, 4, 10),
    location: 'Weston',
    description: 'Spring Open',
    drawTime: 'TBA',
  },
];

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('match calendar feed', () => {
  let server: TestServer;

  beforeAll(async () => {
    await clearFirestore();
    for (const fixture of FIXTURES) {
      await adminDb()
        .doc(`matches/${fixture.id}`)
        .set({
          date: Timestamp.fromMillis(fixture.day),
          location: fixture.location,
          description: fixture.description,
          drawTime: fixture.drawTime,
          // Nothing beyond the public list may reach the calendar.
          winner: { angler: 'Ann', weightDr: 10 },
        });
    }
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('given the fixtures in Firestore, the feed parses with ical.js and lists every match', async () => {
    const response = await fetch(`${server.baseUrl}/calendar/matches.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('\r\n');
    const events = parse(text);
    expect(events.map((e) => e.uid).sort()).toEqual(
      FIXTURES.map((f) => `match-${f.id}@prioryanglingclub`).sort(),
    );
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const event = (id: string) => byUid.get(`match-${id}@prioryanglingclub`)!;
    for (const fixture of FIXTURES) {
      expect(event(fixture.id).summary).toBe(fixture.description);
      expect(event(fixture.id).location).toBe(fixture.location);
    }
    // The draw time in Europe/London: 07:30 BST is 06:30 UTC; 8am GMT is 08:00 UTC; on the day
    // the clocks go forward (29 March 2026) 09:00 is already BST.
    expect(event('summer').startDate.toJSDate().toISOString()).toBe('2026-07-04T06:30:00.000Z');
    expect(event('winter').startDate.toJSDate().toISOString()).toBe('2026-12-06T08:00:00.000Z');
    expect(event('clocks').startDate.toJSDate().toISOString()).toBe('2026-03-29T08:00:00.000Z');
    // Unreadable draw time: the whole day.
    expect(event('tba').startDate.isDate).toBe(true);
    expect(event('tba').startDate.toString()).toBe('2026-05-10');
    expect(text).not.toContain('Ann');
  });

  it('is public and cached: Cache-Control, a stable ETag, and 304 when unchanged', async () => {
    const first = await fetch(`${server.baseUrl}/calendar/matches.ics`);
    const second = await fetch(`${server.baseUrl}/calendar/matches.ics`);
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('public, max-age=900');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    // fetch marks a conditional request "Cache-Control: no-cache" unless told otherwise, and
    // no-cache asks for a full answer: a calendar app's revalidation sends max-age=0.
    const again = await fetch(`${server.baseUrl}/calendar/matches.ics`, {
      headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('keeps UIDs when a match changes, and the ETag follows the change', async () => {
    const before = await fetch(`${server.baseUrl}/calendar/matches.ics`);
    await adminDb().doc('matches/summer').update({ drawTime: '06:00' });
    const after = await fetch(`${server.baseUrl}/calendar/matches.ics`);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const summer = parse(await after.text()).find(
      (e) => e.uid === 'match-summer@prioryanglingclub',
    );
    expect(summer?.startDate.toJSDate().toISOString()).toBe('2026-07-04T05:00:00.000Z');
  });

  it('serves one match as its own .ics; an unknown or malformed id is a 404', async () => {
    const one = await fetch(`${server.baseUrl}/calendar/matches/winter.ics`);
    expect(one.status).toBe(200);
    expect(parse(await one.text()).map((e) => e.uid)).toEqual(['match-winter@prioryanglingclub']);
    expect((await call(server.baseUrl, 'GET', '/calendar/matches/nope.ics')).status).toBe(404);
    expect((await call(server.baseUrl, 'GET', '/calendar/matches/..%2Fx.ics')).status).toBe(404);
  });
});

describe('parseDrawTime', () => {
  it('reads the ways clubs write a draw time', () => {
    expect(parseDrawTime('08:00')).toEqual({ hour: 8, minute: 0 });
    expect(parseDrawTime('7.30am')).toEqual({ hour: 7, minute: 30 });
    expect(parseDrawTime('1pm')).toEqual({ hour: 13, minute: 0 });
    expect(parseDrawTime('12am')).toEqual({ hour: 0, minute: 0 });
    expect(parseDrawTime('25:00')).toBeNull();
    expect(parseDrawTime('TBA')).toBeNull();
  });
});
