import type { DocumentData } from 'firebase/firestore/lite';
import { dateOf, numberOr, optionalNumber, text } from '../../../lib/firestore-values';
import type { PegAssignment } from '../match-day/peg-draw';
import type { MatchResult } from '../match-day/positions';
import { resultFromRow } from '../match-day/result-rows';
import type { MatchDraw, PublishedResults, Season } from '../match-day/types';
import { MAX_WEIGHT_DR } from '../match-day/weight';

const list = (value: unknown): DocumentData[] =>
  Array.isArray(value)
    ? value.filter((item): item is DocumentData => typeof item === 'object' && item !== null)
    : [];

export function drawFromData(data: DocumentData): MatchDraw {
  return {
    matchId: text(data.matchId),
    anglers: Array.isArray(data.anglers) ? data.anglers.map(text) : [],
    pegs: Array.isArray(data.pegs)
      ? data.pegs.filter((p): p is number => typeof p === 'number')
      : [],
    seed: numberOr(data.seed, 0),
    assignments: list(data.assignments).map((a): PegAssignment => ({
      angler: text(a.angler),
      peg: numberOr(a.peg, 0),
    })),
    published: data.published === true,
  };
}

const wholeIn = (value: unknown, low: number, high: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;

/**
 * One published result as documents written before the rows (match-day/result-rows.ts) hold
 * it, a map; or undefined when it is not in the shape publishResults wrote then (a name
 * that is not text, a peg that is not a whole number, a weight out of range): such an entry is
 * left out so the public results and the league show the valid ones (issue 21).
 */
export function resultFromData(data: DocumentData): MatchResult | undefined {
  const { position, angler, peg } = data;
  const weightDr: unknown = data.weightDr ?? null;
  const valid =
    wholeIn(position, 1, 10_000) &&
    typeof angler === 'string' &&
    angler.trim() !== '' &&
    angler.length <= 80 &&
    wholeIn(peg, 1, 9999) &&
    (weightDr === null || wholeIn(weightDr, 0, MAX_WEIGHT_DR));
  return valid ? { position, angler, peg, weightDr } : undefined;
}

export function resultsFromData(data: DocumentData): PublishedResults {
  return {
    matchId: text(data.matchId),
    date: dateOf(data.date),
    location: text(data.location),
    description: text(data.description),
    // Rows as publishResults writes them; maps in results published before the rows.
    entries: (Array.isArray(data.entries) ? (data.entries as unknown[]) : [])
      .map((entry) =>
        typeof entry === 'string'
          ? resultFromRow(entry)
          : typeof entry === 'object' && entry !== null
            ? resultFromData(entry)
            : undefined,
      )
      .filter((entry): entry is MatchResult => entry !== undefined),
  };
}

export function seasonFromData(id: string, data: DocumentData): Season {
  const fixedPoints = Array.isArray(data.fixedPoints)
    ? data.fixedPoints.filter((p): p is number => typeof p === 'number')
    : [];
  return {
    id,
    name: text(data.name),
    start: dateOf(data.start),
    end: dateOf(data.end),
    scheme:
      data.scheme === 'fixed' ? { kind: 'fixed', table: fixedPoints } : { kind: 'byPosition' },
    bestOf: optionalNumber(data.bestOf) ?? null,
  };
}
