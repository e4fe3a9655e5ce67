import type { MatchResult } from './positions';

const line = ({ position, angler, peg, weightDr }: MatchResult) =>
  `${position}|${angler}|${peg}|${weightDr ?? 'dnw'}`;

/**
 * Whether the results from the weigh-in as it stands differ from the published ones (a weight
 * corrected, a peg added, an angler renamed): the public page is then out of date until the
 * results are published again.
 */
export function resultsChanged(published: MatchResult[], current: MatchResult[]): boolean {
  const before = published.map(line).sort();
  const now = current.map(line).sort();
  return before.length !== now.length || before.some((entry, index) => entry !== now[index]);
}
