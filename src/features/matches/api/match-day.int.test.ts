import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore } from '../../../../tests/support/emulators';
import { MATCH_HIDE_PAST_WINDOW_MS, PAST_MATCHES_PAGE_SIZE } from '../../../config/constants';
import { getSeasonResults, getSeasons } from './read-league';
import { getMatch } from './read-match';
import { getPublishedDraw, getResults } from './read-match-day';
import { getPastMatches, getUpcomingMatches } from './read-match-list';
import { countFirestoreReads } from '../../../testing/read-counter';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T12:00:00Z');
const midnight = Date.UTC(2026, 5, 15);

// 200 matches, as the bench's club: one a week either side of today (100 past, 100 ahead).
describe('public match day reads against the emulator, at 200 matches', () => {
  beforeAll(async () => {
    await clearFirestore();
    const writer = adminDb().bulkWriter();
    for (let n = 0; n < 200; n += 1) {
      const offset = (n - 100) * 7;
      void writer.set(adminDb().doc(`matches/m${n}`), {
        date: Timestamp.fromMillis(midnight + offset * DAY),
        location: 'Weston',
        description: `Match ${n}`,
        drawTime: '08:00',
        ...(offset < 0 ? { winner: { angler: `Winner ${n}`, weightDr: 1000 + n } } : {}),
      });
    }
    // The cut: exactly one day before now is still "upcoming" (as "Hide Past Matches" always was).
    void writer.set(adminDb().doc('matches/edge'), {
      date: Timestamp.fromMillis(NOW.getTime() - MATCH_HIDE_PAST_WINDOW_MS),
      location: 'Clay End',
      description: 'Edge',
      drawTime: '08:00',
    });
    await writer.close();
  });

  it('reads the upcoming matches and one page of past ones: shown + 1 documents', async () => {
    const counter = countFirestoreReads();
    try {
      const upcoming = await getUpcomingMatches(NOW);
      const past = await getPastMatches(undefined, PAST_MATCHES_PAGE_SIZE, NOW);
      const shown = upcoming.length + past.matches.length;
      expect(upcoming[0]?.id).toBe('edge');
      expect(upcoming).toHaveLength(101);
      expect(past.matches.map((m) => m.id)).toEqual(
        Array.from({ length: PAST_MATCHES_PAGE_SIZE }, (_, i) => `m${99 - i}`),
      );
      expect(past.matches[0]?.winner).toEqual({ angler: 'Winner 99', weightDr: 1099 });
      expect(counter.reads()).toBeLessThanOrEqual(shown + 5);
      expect(counter.reads()).toBe(shown + 1);
    } finally {
      counter.stop();
    }
  });

  it('reads each older page on request, again shown + 1, until none is left', async () => {
    let page = await getPastMatches(undefined, PAST_MATCHES_PAGE_SIZE, NOW);
    const seen = page.matches.map((m) => m.id);
    const counter = countFirestoreReads();
    try {
      while (page.next) {
        const before = counter.reads();
        page = await getPastMatches(page.next, PAST_MATCHES_PAGE_SIZE, NOW);
        seen.push(...page.matches.map((m) => m.id));
        expect(counter.reads() - before).toBeLessThanOrEqual(page.matches.length + 1);
      }
    } finally {
      counter.stop();
    }
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => `m${99 - i}`));
  });
});

describe('results, draws and the league against the emulator', () => {
  beforeAll(async () => {
    await clearFirestore();
    const db = adminDb();
    await db.doc('matches/a').set({
      date: Timestamp.fromMillis(Date.UTC(2026, 3, 1)),
      location: 'Weston',
      description: 'Spring Open',
      drawTime: '08:00',
      winner: { angler: 'Ann', weightDr: 3204 },
    });
    await db.doc('draws/a').set({
      matchId: 'a',
      anglers: ['Ann', 'Bob'],
      pegs: [1, 2, 3],
      seed: 5,
      assignments: [
        { angler: 'Ann', peg: 3 },
        { angler: 'Bob', peg: 1 },
      ],
      published: true,
    });
    await db.doc('draws/b').set({
      matchId: 'b',
      anglers: ['Ann'],
      pegs: [1],
      seed: 5,
      assignments: [{ angler: 'Ann', peg: 1 }],
      published: false,
    });
    for (const [id, day, entries] of [
      [
        'a',
        1,
        // Rows, as publishResults writes them (match-day/result-rows.ts)…
        ['1\t3\t3204\tAnn', '2\t1\t-\tBob'],
      ],
      [
        'c',
        20,
        // …and maps, as results published before the rows hold them: both are read.
        [
          { position: 1, angler: 'Bob', peg: 2, weightDr: 100 },
          { position: 2, angler: 'Ann', peg: 4, weightDr: 50 },
        ],
      ],
      ['old', -400, [{ position: 1, angler: 'Zed', peg: 1, weightDr: 1 }]],
    ] as const) {
      await db.doc(`results/${id}`).set({
        matchId: id,
        date: Timestamp.fromMillis(Date.UTC(2026, 3, 1) + (day - 1) * DAY),
        location: 'Weston',
        description: id,
        entries,
      });
    }
    await db.doc('seasons/2026').set({
      name: '2026 League',
      start: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
      end: Timestamp.fromMillis(Date.UTC(2027, 0, 1)),
      scheme: 'byPosition',
      bestOf: 1,
    });
  });
  afterAll(() => clearFirestore());

  it('reads a match with its winner, its results and its published draw, signed out', async () => {
    expect((await getMatch('a'))?.winner).toEqual({ angler: 'Ann', weightDr: 3204 });
    expect(await getMatch('nope')).toBeNull();
    expect((await getResults('a'))?.entries).toEqual([
      { position: 1, angler: 'Ann', peg: 3, weightDr: 3204 },
      { position: 2, angler: 'Bob', peg: 1, weightDr: null },
    ]);
    expect(await getResults('b')).toBeNull();
    expect((await getPublishedDraw('a'))?.assignments).toEqual([
      { angler: 'Ann', peg: 3 },
      { angler: 'Bob', peg: 1 },
    ]);
    // A draft draw is not refused with an error: the visitor's query simply finds none.
    expect(await getPublishedDraw('b')).toBeNull();
  });

  it('reads a season and only the results dated within it', async () => {
    const [season] = await getSeasons();
    expect(season).toMatchObject({ id: '2026', scheme: { kind: 'byPosition' }, bestOf: 1 });
    const results = await getSeasonResults(season!);
    expect(results.map((r) => r.matchId)).toEqual(['a', 'c']);
  });
});
