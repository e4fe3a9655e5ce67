/**
 * Match day for the demo club: a league season covering the demo matches, and each past match
 * drawn (published), weighed in peg by peg and its results published, so the match list, the
 * results pages and the league table show match day at work. Deterministic: the same seed for
 * each match gives the same draw and weights on every run (fixed ids, so seeding twice overwrites).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/config/constants';
import { drawPegs } from '../../src/features/matches/match-day/peg-draw';
import {
  positionsFromWeights,
  type MatchResult,
} from '../../src/features/matches/match-day/positions';
import { resultRow } from '../../src/features/matches/match-day/result-rows';
import { seededRandom } from '../../src/features/matches/match-day/seeded-random';
import { demoMatches } from './data';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_ANGLERS = [
  'Sarah Fisher',
  'Tom Bream',
  'Jack Roach',
  'Emma Tench',
  'Dave Perch',
  'Priya Carp',
  'Alan Rudd',
  'Megan Chubb',
];

export const DEMO_SEASON_ID = 'demo-league';

/**
 * The draw and results of each past demo match, by its index in demoMatches(): last season's too,
 * so no match of a year ago says its results are still to come (the league counts only the
 * matches within its season's dates).
 */
export function demoMatchDay(): Map<number, { seed: number; results: MatchResult[] }> {
  const days = new Map<number, { seed: number; results: MatchResult[] }>();
  const now = Date.now();
  demoMatches().forEach(({ date }, index) => {
    // Upcoming matches are not fished yet.
    if (date.getTime() >= now - DAY) return;
    const seed = 7919 * (index + 1);
    // Six or seven of the eight fish each match, so the league has dropped and missed matches.
    const anglers = DEMO_ANGLERS.filter((_, i) => (i + index) % 5 !== 0);
    const drawn = drawPegs(
      anglers,
      Array.from({ length: 12 }, (_, i) => i + 1),
      seed,
    );
    if (!drawn.ok) throw new Error(drawn.message);
    const random = seededRandom(seed + 1);
    const results = positionsFromWeights(
      drawn.assignments.map(({ angler, peg }, i) => ({
        angler,
        peg,
        // The last angler of every third match did not weigh; the rest 0 to 24 lb.
        weightDr:
          index % 3 === 0 && i === drawn.assignments.length - 1
            ? null
            : Math.floor(random() * 24 * 256),
      })),
    );
    days.set(index, { seed, results });
  });
  return days;
}

export async function seedMatchDay(db: Firestore): Promise<void> {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const batch = db.batch();
  batch.set(db.doc(`${COLLECTIONS.seasons}/${DEMO_SEASON_ID}`), {
    name: 'Club League',
    start: Timestamp.fromMillis(midnight - 200 * DAY),
    end: Timestamp.fromMillis(midnight + 200 * DAY),
    scheme: 'byPosition',
    bestOf: 4,
  });
  for (const [index, { seed, results }] of demoMatchDay()) {
    const id = `match-${index + 1}`;
    const row = demoMatches(today)[index]!;
    const date = Timestamp.fromDate(row.date);
    const byPeg = results.toSorted((a, b) => a.peg - b.peg);
    batch.set(db.doc(`${COLLECTIONS.draws}/${id}`), {
      matchId: id,
      anglers: byPeg.map((r) => r.angler),
      pegs: Array.from({ length: 12 }, (_, i) => i + 1),
      seed,
      assignments: byPeg.map(({ angler, peg }) => ({ angler, peg })),
      published: true,
      drawnAt: date,
    });
    for (const { peg, angler, weightDr } of results) {
      batch.set(db.doc(`${COLLECTIONS.matches}/${id}/${COLLECTIONS.weighIn}/${peg}`), {
        peg,
        angler,
        weightDr,
        enteredAt: date,
      });
    }
    batch.set(db.doc(`${COLLECTIONS.results}/${id}`), {
      matchId: id,
      date,
      location: row.location,
      description: row.description,
      entries: results.map(resultRow),
    });
    const winner = results[0]!;
    batch.set(
      db.doc(`${COLLECTIONS.matches}/${id}`),
      { winner: { angler: winner.angler, weightDr: winner.weightDr } },
      { merge: true },
    );
  }
  await batch.commit();
}
