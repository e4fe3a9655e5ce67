import ICAL from 'ical.js';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../tests/support/emulators';
import { foldCalendar } from '../src/calendar/fold-lines';
import { londonTimeToUtc, parseDrawTime } from '../src/calendar/london-time';
import { logLines } from './support/log-lines';
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
    // Long enough to fold, in two- and four-byte UTF-8 characters.
    id: 'long',
    day: Date.UTC(2026, 7, 9),
    location: 'Étang de la Forêt, Île-de-France, près de la rivière où pêchent Zoë et Chloé 🎣🐟',
    description: `Memorial Pairs for Jürgen Müller, Søren Ødegård and Renée Brontë ${'🎣🐟'.repeat(20)} — all welcome`,
    drawTime: '10:00',
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

  it('folds every line at 75 octets, never inside a character; unfolding gives back the text', async () => {
    const response = await fetch(`${server.baseUrl}/calendar/matches.ics`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const lines = bytes.toString('utf8').split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    const strict = new TextDecoder('utf-8', { fatal: true });
    let start = 0;
    for (const line of lines) {
      const length = Buffer.byteLength(line, 'utf8');
      // Each line's own bytes decode alone: no character is split across a fold.
      expect(() => strict.decode(bytes.subarray(start, start + length))).not.toThrow();
      expect(length).toBeLessThanOrEqual(75);
      start += length + 2;
    }
    const long = FIXTURES.find((fixture) => fixture.id === 'long')!;
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const unfolded = bytes.toString('utf8').replace(/\r\n[ \t]/g, '');
    // Commas are escaped in TEXT values (RFC 5545, 3.3.11).
    expect(unfolded).toContain(`SUMMARY:${long.description.replaceAll(',', '\\,')}`);
    const event = parse(bytes.toString('utf8')).find(
      (e) => e.uid === 'match-long@prioryanglingclub',
    );
    expect(event?.summary).toBe(long.description);
    expect(event?.location).toBe(long.location);
  });

  it('answers 404 for an id Firestore reserves, and logs no error for it', async () => {
    const log = logLines();
    const logged = await startTestServer({ logger: log.logger });
    try {
      for (const file of ['__name__.ics', '__anything__.ics', '____.ics']) {
        const response = await call(logged.baseUrl, 'GET', `/calendar/matches/${file}`);
        expect(response.status).toBe(404);
      }
    } finally {
      await logged.close();
    }
    expect(log.lines().length).toBeGreaterThan(0);
    expect(log.lines().filter((line) => line.level === 'error')).toEqual([]);
    expect(log.text()).not.toMatch(/stack|Error:/);
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

describe('foldCalendar', () => {
  it('leaves a short line alone and folds a long one by octets, continuations with one space', () => {
    expect(foldCalendar('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).toBe(
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
    );
    const line = `SUMMARY:${'é'.repeat(40)}${'🎣'.repeat(30)}`;
    const folded = foldCalendar(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' ') && !part.startsWith('  '))).toBe(
      true,
    );
    expect(folded.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });

  it('refolds what was folded by characters', () => {
    const line = `DESCRIPTION:${'ø'.repeat(100)}`;
    const byCharacters = `${line.slice(0, 75)}\r\n\t${line.slice(75)}`;
    expect(foldCalendar(byCharacters)).toBe(foldCalendar(line));
  });
});

describe('londonTimeToUtc', () => {
  it('reads a wall-clock time as GMT in winter and BST in summer, across both changes', () => {
    const at = (month: number, day: number, hour: number, minute: number) =>
      londonTimeToUtc(2026, month, day, hour, minute).toISOString();
    expect(at(0, 15, 8, 0)).toBe('2026-01-15T08:00:00.000Z');
    expect(at(6, 4, 7, 30)).toBe('2026-07-04T06:30:00.000Z');
    // 29 March 2026: clocks go forward at 01:00 GMT; 00:30 is GMT, 02:30 BST.
    expect(at(2, 29, 0, 30)).toBe('2026-03-29T00:30:00.000Z');
    expect(at(2, 29, 2, 30)).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 does not exist that night: the hour after it.
    expect(at(2, 29, 1, 30)).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: clocks go back at 02:00 BST; 00:30 is BST, 02:30 GMT, and the 01:30 that
    // happens twice is the second (GMT).
    expect(at(9, 25, 0, 30)).toBe('2026-10-24T23:30:00.000Z');
    expect(at(9, 25, 1, 30)).toBe('2026-10-25T01:30:00.000Z');
    expect(at(9, 25, 2, 30)).toBe('2026-10-25T02:30:00.000Z');
  });
});
