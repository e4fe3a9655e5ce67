import { MATCH_HIDE_PAST_WINDOW_MS } from '../../config/constants';
import type { Match, MatchRule } from './types';

/** Matches by date ascending; with `hidePast`, only those at or after one day before `now`. */
export function matchesToShow(matches: Match[], hidePast: boolean, now = new Date()): Match[] {
  const cutoff = now.getTime() - MATCH_HIDE_PAST_WINDOW_MS;
  return matches
    .filter((match) => !hidePast || match.date.getTime() >= cutoff)
    .toSorted((a, b) => a.date.getTime() - b.date.getTime());
}

/** A match rule as the club prints it: "3) value". */
export function formatMatchRule(rule: MatchRule): string {
  return `${rule.rank}) ${rule.value}`;
}
