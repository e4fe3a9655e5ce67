import { format } from 'date-fns';

/** dd/mm/yyyy in the viewer's time zone (articles' created dates, the rules' "Updated" text). */
export function formatDay(date: Date): string {
  return format(date, 'dd/MM/yyyy');
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
