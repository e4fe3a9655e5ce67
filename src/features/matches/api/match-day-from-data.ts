import type { DocumentData } from 'firebase/firestore/lite';
import { dateOf, numberOr, optionalNumber, text } from '../../../lib/firestore-values';
import type { PegAssignment } from '../match-day/peg-draw';
import type { MatchResult } from '../match-day/positions';
import type { MatchDraw, PublishedResults, Season } from '../match-day/types';

const list = (value: unknown): DocumentData[] =>
  Array.isArray(value)
    ? value.filter((item): item is DocumentData => typeof item === 'object')
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

export function resultFromData(data: DocumentData): MatchResult {
  return {
    position: numberOr(data.position, 0),
    angler: text(data.angler),
    peg: numberOr(data.peg, 0),
    weightDr: optionalNumber(data.weightDr) ?? null,
  };
}

export function resultsFromData(data: DocumentData): PublishedResults {
  return {
    matchId: text(data.matchId),
    date: dateOf(data.date),
    location: text(data.location),
    description: text(data.description),
    entries: list(data.entries).map(resultFromData),
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
