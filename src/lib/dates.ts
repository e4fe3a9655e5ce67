import { format } from 'date-fns';
import { CLUB_TIME_ZONE, clubToday } from '../config/club-time';

/** dd/mm/yyyy in the viewer's time zone (articles' created dates, the rules' "Updated" text). */
export function formatDay(date: Date): string {
  return format(date, 'dd/MM/yyyy');
}

/** A stored ISO day ("2027-03-31") as the club writes dates: 31/03/2027 (no time zone involved). */
export function formatIsoDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** A moment's day in the club's time (Europe/London), as dd/mm/yyyy, wherever the phone is. */
export function formatClubDay(at: Date): string {
  return formatIsoDay(clubToday(at));
}

/**
 * dd/mm/yyyy in UTC: match dates are stored as UTC midnights (docs/product-spec.md §9, "UTC on the match
 * list"), so they read the same day wherever the page is opened. The UTC day is written as a local
 * date and formatted as one; `@date-fns/utc` did the same, but its module builds two
 * `Intl.DateTimeFormat`s as it loads, a long task on a phone for every page with a match date.
 */
export function formatUtcDay(date: Date): string {
  return formatDay(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * A match day in words, day first as in Britain: "Sunday 6 December 2026" (UTC, as formatUtcDay).
 * The pattern sets the order; date-fns's default English names are the same in en-GB.
 */
export function formatLongUtcDay(date: Date): string {
  return format(
    new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
    'EEEE d MMMM yyyy',
  );
}

/**
 * A moment as "27 Nov, 23:50" in the club's time (Europe/London), wherever the phone is: when a
 * server job last ran, when a bailiff's permit list was fetched.
 */
export function formatShortDateTime(at: Date | number | string): string {
  return new Date(at).toLocaleString('en-GB', {
    timeZone: CLUB_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
