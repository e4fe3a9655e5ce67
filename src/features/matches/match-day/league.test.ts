import { describe, expect, it } from 'vitest';
import { leagueTable, pointsFor, type SeasonMatch } from './league';
import { positionsFromWeights, type WeighInEntry } from './positions';

const match = (matchId: string, day: number, entries: [string, number | null][]): SeasonMatch => ({
  matchId,
  date: new Date(Date.UTC(2026, 3, day)),
  results: positionsFromWeights(
    entries.map(([angler, weightDr], index): WeighInEntry => ({
      peg: index + 1,
      angler,
      weightDr,
    })),
  ),
});

describe('pointsFor', () => {
  it('by position: 1st = number of anglers, then one fewer each place', () => {
    expect([1, 2, 3, 4].map((p) => pointsFor({ kind: 'byPosition' }, p, 4))).toEqual([4, 3, 2, 1]);
  });
  it('fixed table: 0 beyond its end', () => {
    const scheme = { kind: 'fixed', table: [20, 18, 16] } as const;
    expect(
      [1, 2, 3, 4].map((p) => pointsFor({ ...scheme, table: [...scheme.table] }, p, 9)),
    ).toEqual([20, 18, 16, 0]);
  });
});

describe('leagueTable', () => {
  // Three matches, four anglers; worked by hand:
  //   m1: Ann 10lb (1st, 4 pts), Bob 8lb (2nd, 3), Cat 8lb (2nd, 3), Dan DNW (4th, 1)
  //   m2: Bob 12lb (1st, 3), Ann 5lb (2nd, 2), Dan 1lb (3rd, 1)
  //   m3: Cat 9lb (1st, 3), Dan 6lb (2nd, 2), Ann 2lb (3rd, 1)
  const matches = [
    match('m1', 1, [
      ['Ann', 2560],
      ['Bob', 2048],
      ['Cat', 2048],
      ['Dan', null],
    ]),
    match('m2', 8, [
      ['Bob', 3072],
      ['Ann', 1280],
      ['Dan', 256],
    ]),
    match('m3', 15, [
      ['Cat', 2304],
      ['Dan', 1536],
      ['Ann', 512],
    ]),
  ];

  it('counts every match when bestOf is null', () => {
    const table = leagueTable(matches, { scheme: { kind: 'byPosition' }, bestOf: null });
    // Ann 4+2+1 = 7, Bob 3+3 = 6, Cat 3+3 = 6, Dan 1+1+2 = 4.
    // Bob and Cat tie on points; Bob's 20 lb beats Cat's 17 lb.
    expect(
      table.map((r) => [r.position, r.angler, r.points, r.matchesFished, r.totalWeightDr]),
    ).toEqual([
      [1, 'Ann', 7, 3, 4352],
      [2, 'Bob', 6, 2, 5120],
      [3, 'Cat', 6, 2, 4352],
      [4, 'Dan', 4, 3, 1792],
    ]);
    expect(table.every((r) => r.scores.every((s) => !s.dropped))).toBe(true);
  });

  it('best 2 of 3: the worst result is dropped and marked, not counted', () => {
    const table = leagueTable(matches, { scheme: { kind: 'byPosition' }, bestOf: 2 });
    // Ann keeps 4 + 2 = 6 (m3 dropped); Dan keeps 2 + 1 (m1 DNW dropped: same points as m2,
    // less weight) = 3. Ann, Bob and Cat are on 6: by weight Bob 20 lb, Ann 17 lb, Cat 17 lb.
    // Ann and Cat are equal on points and weight, so they share 2nd.
    expect(table.map((r) => [r.position, r.angler, r.points])).toEqual([
      [1, 'Bob', 6],
      [2, 'Ann', 6],
      [2, 'Cat', 6],
      [4, 'Dan', 3],
    ]);
    const ann = table.find((r) => r.angler === 'Ann')!;
    expect(ann.scores.map((s) => [s.matchId, s.points, s.dropped])).toEqual([
      ['m1', 4, false],
      ['m2', 2, false],
      ['m3', 1, true],
    ]);
    const dan = table.find((r) => r.angler === 'Dan')!;
    expect(dan.scores.map((s) => [s.matchId, s.dropped])).toEqual([
      ['m1', true],
      ['m2', false],
      ['m3', false],
    ]);
  });

  it('uses a fixed points table', () => {
    const table = leagueTable(matches, {
      scheme: { kind: 'fixed', table: [10, 7, 5] },
      bestOf: null,
    });
    // Ann 10+7+5 = 22, Bob 7+10 = 17, Cat 7+10 = 17 (Bob heavier), Dan 0+5+7 = 12.
    expect(table.map((r) => [r.position, r.angler, r.points])).toEqual([
      [1, 'Ann', 22],
      [2, 'Bob', 17],
      [3, 'Cat', 17],
      [4, 'Dan', 12],
    ]);
  });

  it('is empty with no results', () => {
    expect(leagueTable([], { scheme: { kind: 'byPosition' }, bestOf: 3 })).toEqual([]);
  });
});
