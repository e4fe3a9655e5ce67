import { describe, expect, it } from 'vitest';
import { positionsFromWeights } from './positions';

describe('positionsFromWeights', () => {
  it('ranks by weight, equal weights share, the next position skips, DNW last', () => {
    const results = positionsFromWeights([
      { peg: 1, angler: 'Ann', weightDr: 1000 },
      { peg: 2, angler: 'Bob', weightDr: null },
      { peg: 3, angler: 'Cat', weightDr: 3204 },
      { peg: 4, angler: 'Dan', weightDr: 1000 },
      { peg: 5, angler: 'Eve', weightDr: 0 },
      { peg: 6, angler: 'Fay', weightDr: null },
    ]);
    expect(results.map((r) => [r.position, r.angler])).toEqual([
      [1, 'Cat'],
      [2, 'Ann'],
      [2, 'Dan'],
      [4, 'Eve'],
      [5, 'Bob'],
      [5, 'Fay'],
    ]);
  });

  it('handles an empty match', () => {
    expect(positionsFromWeights([])).toEqual([]);
  });
});
