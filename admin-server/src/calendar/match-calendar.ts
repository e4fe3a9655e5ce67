import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { createEvents, type EventAttributes } from 'ics';
import { foldCalendar } from './fold-lines.ts';
import { londonTimeToUtc, parseDrawTime } from './london-time.ts';

/** What the calendar shows of a match: only what the public match list shows. */
export interface CalendarMatch {
  id: string;
  /** The match day, stored as UTC midnight. */
  date: Date;
  location: string;
  description: string;
  drawTime: string;
  /** When the match document last changed: the event's DTSTAMP, so an unchanged list is
   * byte-for-byte the same calendar (and the same ETag). */
  updatedAt: Date;
}

const CLUB_NAME = 'Priory Angling Club';
/** A match runs about this long from the draw (the calendar needs an end). */
const MATCH_HOURS = 6;

function matchFromDoc(snapshot: DocumentSnapshot): CalendarMatch | null {
  const data = snapshot.data() ?? {};
  const date = data.date?.toDate?.();
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: snapshot.id,
    date,
    location: text(data.location),
    description: text(data.description),
    drawTime: text(data.drawTime),
    updatedAt: snapshot.updateTime?.toDate() ?? date,
  };
}

/** Every match, by date. */
export async function readFixtures(db: Firestore): Promise<CalendarMatch[]> {
  const snapshot = await db.collection('matches').orderBy('date').get();
  return snapshot.docs.flatMap((d) => matchFromDoc(d) ?? []);
}

export async function readFixture(db: Firestore, id: string): Promise<CalendarMatch | null> {
  const snapshot = await db.collection('matches').doc(id).get();
  return snapshot.exists ? matchFromDoc(snapshot) : null;
}

/**
 * A stored text as calendar TEXT (issue 32, finding 13): every line break (CR LF, a bare CR or LF,
 * NEL and the Unicode line and paragraph separators) made one LF, which the `ics` library writes
 * escaped as `\n`, and every other control character removed. The library escapes only LF and
 * CR LF, so a bare CR in a match's description reached SUMMARY as a line end, and lenient parsers
 * read what followed as more properties (an extra event).
 */
export function calendarText(value: string): string {
  return (
    value
      .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\n')
      // Control characters but the tab (TEXT allows it) and the LFs just made: C0, DEL and C1.
      .replace(/(?![\t\n])\p{Cc}/gu, '')
  );
}

/** An id in the UID: no line break or control character at all. */
const uidText = (value: string) => calendarText(value).replaceAll('\n', '');

/**
 * One event per match: it starts at the draw time in Europe/London (written in UTC, which every
 * calendar converts), or is an all-day event when the draw time cannot be read. The UID is the
 * match id, so a subscribed calendar updates an event instead of adding a copy.
 */
function eventOf(match: CalendarMatch): EventAttributes {
  const [year, month, day] = [
    match.date.getUTCFullYear(),
    match.date.getUTCMonth(),
    match.date.getUTCDate(),
  ];
  const draw = parseDrawTime(match.drawTime);
  const drawTime = calendarText(match.drawTime);
  const common = {
    uid: `match-${uidText(match.id)}@prioryanglingclub`,
    title: calendarText(match.description) || 'Club match',
    location: calendarText(match.location),
    description: `Draw at ${drawTime || 'a time to be announced'}.`,
    timestamp: match.updatedAt.getTime(),
  };
  if (!draw) {
    // All day: DTEND is the next day (exclusive).
    const next = new Date(Date.UTC(year, month, day + 1));
    return {
      ...common,
      start: [year, month + 1, day],
      end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    };
  }
  return {
    ...common,
    start: londonTimeToUtc(year, month, day, draw.hour, draw.minute).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: MATCH_HOURS },
  };
}

/** An RFC 5545 calendar of the matches, made by the `ics` library, its lines folded by octets. */
export function calendarOf(matches: CalendarMatch[]): string {
  const { error, value } = createEvents(matches.map(eventOf), {
    productId: 'prioryanglingclub/matches',
    calName: `${CLUB_NAME} matches`,
  });
  if (error || !value) throw error ?? new Error('The calendar could not be made.');
  return foldCalendar(value);
}
