import { TZDate } from '@date-fns/tz';

import { CLUB_TIME_ZONE } from '../../../src/config/club-time.ts';

// The club's matches are on British time: draw times are read in its time zone.

/**
 * The instant of a wall-clock time in London on a given calendar day, GMT or BST as that day has
 * it (@date-fns/tz reads the time zone database through Intl). A time the clocks skip in March
 * (01:30 on the last Sunday) counts as the hour after it (02:30 BST), and one that happens twice
 * in October (01:30 on the last Sunday) as the second, GMT.
 */
export function londonTimeToUtc(
  year: number,
  monthIndex: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  return new Date(new TZDate(year, monthIndex, day, hour, minute, CLUB_TIME_ZONE).getTime());
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
