/** One angler's weigh-in: a weight in drams, or null for "did not weigh". */
export interface WeighInEntry {
  peg: number;
  angler: string;
  weightDr: number | null;
}

export interface MatchResult extends WeighInEntry {
  /** 1 for the heaviest; equal weights share a position; "did not weigh" shares the last. */
  position: number;
}

/**
 * Positions from weights (standard competition ranking: 1, 2, 2, 4). Anglers who did not weigh
 * come after everyone who did, all sharing the next position; ties list by peg.
 */
export function positionsFromWeights(entries: WeighInEntry[]): MatchResult[] {
  const sorted = entries.toSorted(
    (a, b) => (b.weightDr ?? -1) - (a.weightDr ?? -1) || a.peg - b.peg,
  );
  const results: MatchResult[] = [];
  sorted.forEach((entry, index) => {
    const previous = results[index - 1];
    const position =
      previous && previous.weightDr === entry.weightDr ? previous.position : index + 1;
    results.push({ ...entry, position });
  });
  return results;
}
