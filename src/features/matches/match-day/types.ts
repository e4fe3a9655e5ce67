import type { PegAssignment } from './peg-draw';
import type { PointsScheme } from './league';
import type { MatchResult } from './positions';

/** draws/{matchId}: the entries, the pegs, the recorded seed and what it drew. */
export interface MatchDraw {
  matchId: string;
  anglers: string[];
  pegs: number[];
  seed: number;
  assignments: PegAssignment[];
  /** Redone freely until published; then public on the match's page. */
  published: boolean;
}

/** A published draw since withdrawn, redrawn or deleted, as its history entry keeps it. */
export interface EarlierDraw extends MatchDraw {
  replacedAt: Date;
}

/** results/{matchId}: the published results, public; the league is computed from these. */
export interface PublishedResults {
  matchId: string;
  date: Date;
  location: string;
  description: string;
  entries: MatchResult[];
}

/** seasons/{seasonId}: a season groups the matches dated in [start, end). */
export interface Season {
  id: string;
  name: string;
  start: Date;
  end: Date;
  scheme: PointsScheme;
  bestOf: number | null;
}
