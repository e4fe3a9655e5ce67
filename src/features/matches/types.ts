export interface Match {
  id: string;
  date: Date;
  location: string;
  description: string;
  drawTime: string;
}

export interface MatchRule {
  id: string;
  rank: number;
  value: string;
}

/** A match's published outcome, copied onto the match for the list: winner and winning weight. */
export interface MatchWinner {
  angler: string;
  /** null when nobody weighed. */
  weightDr: number | null;
}

export interface MatchWithResult extends Match {
  winner?: MatchWinner;
}
