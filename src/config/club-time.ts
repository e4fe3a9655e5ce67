/**
 * The club's clock. Its waters are in Kent, so "today" (a permit's first day, a day ticket, a
 * water's closure, the day's email count) is Europe/London's day, GMT or BST, on every phone and
 * server, whatever time zone the device is set to. Shared with the admin server, so the join form
 * and the server agree on the day.
 */
export const CLUB_TIME_ZONE = 'Europe/London';

// Made on first use, not as the module loads: building an Intl.DateTimeFormat is slow on a phone.
let isoDay: Intl.DateTimeFormat | undefined;

/** Today in the club's time as an ISO day ("2026-11-28"; en-CA writes dates so). */
export function clubToday(now: Date = new Date()): string {
  isoDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CLUB_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return isoDay.format(now);
}
