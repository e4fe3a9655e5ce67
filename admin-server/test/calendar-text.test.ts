/**
 * Issue 32, finding 13, as the attack was made: a bare CR in a match description reached the
 * calendar's SUMMARY, and lenient parsers (which end a line at CR alone) read what followed as
 * more properties, even another event. Every text of the calendar is now one line of TEXT.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarOf, calendarText, type CalendarMatch } from '../src/calendar/match-calendar';

const INJECTED = 'END:VEVENT\rBEGIN:VEVENT\rUID:evil\rSUMMARY:Free beer at the lake';

const match = (fields: Partial<CalendarMatch>): CalendarMatch => ({
  id: 'open',
  date: new Date(Date.UTC(2026, 6, 4)),
  location: 'Weston',
  description: 'Summer Open',
  drawTime: '07:30',
  updatedAt: new Date(Date.UTC(2026, 5, 1)),
  ...fields,
});

/** The lines as a lenient parser splits them: at CR LF, CR alone or LF alone. */
const lenientLines = (calendar: string) => calendar.split(/\r\n|\r|\n/);

describe('calendar text (issue 32, finding 13)', () => {
  it.each([
    ['a bare CR in the description', { description: `Summer Open\r${INJECTED}` }],
    ['a bare LF in the location', { location: `Weston\n${INJECTED.replaceAll('\r', '\n')}` }],
    ['line separators in the draw time', { drawTime: `07:30\u2028${INJECTED}\u0085x` }],
    ['a CR in the match id', { id: `open\r${INJECTED}` }],
  ])('%s stays inside its one property: one event, for every parser', (_name, fields) => {
    const calendar = calendarOf([match(fields)]);
    // Every line ends CR LF: no CR or LF alone anywhere.
    expect(calendar.replaceAll('\r\n', '')).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    const lenient = lenientLines(calendar);
    expect(lenient.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lenient.filter((line) => line.startsWith('UID:'))).toHaveLength(1);
    const events = new ICAL.Component(ICAL.parse(calendar)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
  });

  it('keeps the text, its line breaks as escaped newlines', () => {
    const calendar = calendarOf([match({ description: 'Line one\rLine two' })]);
    const [event] = new ICAL.Component(ICAL.parse(calendar)).getAllSubcomponents('vevent');
    expect(event!.getFirstPropertyValue('summary')).toBe('Line one\nLine two');
    expect(calendarText('a\r\nb\rc\nd\u2028e\u0000f\tg')).toBe('a\nb\nc\nd\nef\tg');
  });
});
