import type { MatchRule } from './types';

/** A match rule as the club prints it: "3) value". */
export function formatMatchRule(rule: MatchRule): string {
  return `${rule.rank}) ${rule.value}`;
}
