import { describe, expect, it } from 'vitest';
import { positionsFromWeights } from './positions';
import { resultsChanged } from './results-changed';

const weighIn = [
  { peg: 3, angler: 'Ann', weightDr: 3204 },
  { peg: 1, angler: 'Bob', weightDr: 1000 },
  { peg: 2, angler: 'Cat', weightDr: null },
];

describe('resultsChanged', () => {
  const published = positionsFromWeights(weighIn);

  it('is false for the same results, in any order', () => {
    expect(resultsChanged(published, positionsFromWeights(weighIn.toReversed()))).toBe(false);
  });

  it('is true when a weight is corrected, a peg added or an angler renamed', () => {
    const corrected = weighIn.map((e) => (e.peg === 1 ? { ...e, weightDr: 1001 } : e));
    expect(resultsChanged(published, positionsFromWeights(corrected))).toBe(true);
    const added = [...weighIn, { peg: 4, angler: 'Dan', weightDr: 10 }];
    expect(resultsChanged(published, positionsFromWeights(added))).toBe(true);
    const renamed = weighIn.map((e) => (e.peg === 2 ? { ...e, angler: 'Kat' } : e));
    expect(resultsChanged(published, positionsFromWeights(renamed))).toBe(true);
  });
});
