/** The club's matches are on British time: draw times are read in Europe/London. */
export const CLUB_TIME_ZONE = 'Europe/London';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far London is ahead of UTC at `instant`, in ms (0 in winter, one hour in summer). */
function londonOffset(instant: number): number {
  const get = (type: string) =>
    Number(parts.formatToParts(instant).find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time in London on a given calendar day. */
export function londonTimeToUtc(
  year: number,
  monthIndex: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const wall = Date.UTC(year, monthIndex, day, hour, minute);
  const first = wall - londonOffset(wall);
  // Once more from the first guess, in case the change of clocks lies between the two.
  return new Date(wall - londonOffset(first));
}

/** "08:00", "8:30", "7am", "1.30pm", "0800" as hours and minutes; null when unreadable. */
export function parseDrawTime(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}
