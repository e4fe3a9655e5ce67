import { MATCH_HIDE_PAST_WINDOW_MS } from '../../../config/constants';

/**
 * A match counts as past once it is more than a day old: the same line the public list's "Hide
 * Past Matches" draws (docs/product-spec.md §4), so admins and visitors agree on what is past.
 */
export function isPastMatch(date: Date, now = new Date()): boolean {
  return date.getTime() < now.getTime() - MATCH_HIDE_PAST_WINDOW_MS;
}
