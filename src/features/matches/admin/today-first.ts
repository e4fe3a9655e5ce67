import type { Match } from '../types';
import { isPastMatch } from './is-past-match';

export interface TodayFirst<T> {
  /** The matches not yet past, soonest first: the screen opens on these. */
  upcoming: T[];
  /** The past ones, most recent first: behind one control. */
  past: T[];
  /** Today's match, else the next one, and which of the two it is. */
  focus?: { id: string; when: 'Today' | 'Next' };
}

/**
 * Match Day and Manage Matches open on today's match, else the next (issue 34): matches split
 * where "(past)" is drawn (isPastMatch), and today's found by its stored UTC day (match dates are
 * UTC midnights of the club's day, src/lib/dates.ts).
 */
export function todayFirst<T extends Match>(
  matches: readonly T[],
  now = new Date(),
): TodayFirst<T> {
  const sorted = matches.toSorted((a, b) => a.date.getTime() - b.date.getTime());
  const past = sorted.filter((match) => isPastMatch(match.date, now)).reverse();
  const upcoming = sorted.filter((match) => !isPastMatch(match.date, now));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const dayOf = (date: Date) =>
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const focus = upcoming.find((match) => dayOf(match.date) >= today);
  return {
    upcoming,
    past,
    ...(focus && { focus: { id: focus.id, when: dayOf(focus.date) === today ? 'Today' : 'Next' } }),
  };
}
