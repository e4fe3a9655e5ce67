import type { MatchResult } from './positions';

/**
 * How a season scores a match: `byPosition` gives 1st as many points as there were anglers, 2nd
 * one fewer, and so on; `fixed` takes the points from a table (1st, 2nd, ...; 0 beyond it).
 */
export type PointsScheme = { kind: 'byPosition' } | { kind: 'fixed'; table: number[] };

export interface SeasonRules {
  scheme: PointsScheme;
  /** Only each angler's best `bestOf` matches count; null counts them all. */
  bestOf: number | null;
}

export interface SeasonMatch {
  matchId: string;
  date: Date;
  results: MatchResult[];
}

export interface LeagueMatchScore {
  matchId: string;
  date: Date;
  position: number;
  points: number;
  weightDr: number | null;
  /** Outside the angler's best N: shown, not counted. */
  dropped: boolean;
}

export interface LeagueRow {
  position: number;
  angler: string;
  points: number;
  matchesFished: number;
  /** Every match fished, dropped or not (the tie-break). */
  totalWeightDr: number;
  scores: LeagueMatchScore[];
}

export function pointsFor(scheme: PointsScheme, position: number, anglers: number): number {
  if (scheme.kind === 'byPosition') return Math.max(anglers - position + 1, 0);
  return scheme.table[position - 1] ?? 0;
}

/**
 * The league table, recomputed from the results: points per match by the scheme, each angler's
 * best N (by points, then weight, then the earlier match) counted and the rest marked dropped;
 * ranked by points, then total weight; anglers equal on both share a position.
 */
export function leagueTable(matches: SeasonMatch[], rules: SeasonRules): LeagueRow[] {
  const byAngler = new Map<string, LeagueMatchScore[]>();
  for (const match of matches) {
    for (const result of match.results) {
      const scores = byAngler.get(result.angler) ?? [];
      scores.push({
        matchId: match.matchId,
        date: match.date,
        position: result.position,
        points: pointsFor(rules.scheme, result.position, match.results.length),
        weightDr: result.weightDr,
        dropped: false,
      });
      byAngler.set(result.angler, scores);
    }
  }

  const rows = [...byAngler].map(([angler, scores]) => {
    const best = scores.toSorted(
      (a, b) =>
        b.points - a.points ||
        (b.weightDr ?? 0) - (a.weightDr ?? 0) ||
        a.date.getTime() - b.date.getTime(),
    );
    const counted = new Set(rules.bestOf === null ? best : best.slice(0, rules.bestOf));
    const marked = scores
      .map((score) => ({ ...score, dropped: !counted.has(score) }))
      .toSorted((a, b) => a.date.getTime() - b.date.getTime());
    return {
      position: 0,
      angler,
      points: marked.filter((s) => !s.dropped).reduce((sum, s) => sum + s.points, 0),
      matchesFished: marked.length,
      totalWeightDr: marked.reduce((sum, s) => sum + (s.weightDr ?? 0), 0),
      scores: marked,
    };
  });

  rows.sort(
    (a, b) =>
      b.points - a.points || b.totalWeightDr - a.totalWeightDr || a.angler.localeCompare(b.angler),
  );
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    row.position =
      previous && previous.points === row.points && previous.totalWeightDr === row.totalWeightDr
        ? previous.position
        : index + 1;
  });
  return rows;
}
