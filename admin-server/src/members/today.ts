/** Today's date in the club's time zone (Europe/London), as an ISO date: the admin server's clock. */
export function londonToday(now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}
