import { describe, expect, it } from 'vitest';
import { MAX_WEIGHT_DR } from './weight';
import { resultFromRow, resultRow } from './result-rows';

describe('result rows (issue 21)', () => {
  it('round-trips a result, and did not weigh as -', () => {
    const weighed = { position: 1, peg: 12, weightDr: 3204, angler: "Zoë O'Neill" };
    expect(resultRow(weighed)).toBe("1\t12\t3204\tZoë O'Neill");
    expect(resultFromRow(resultRow(weighed))).toEqual(weighed);
    const dnw = { position: 5, peg: 3, weightDr: null, angler: 'Bob' };
    expect(resultRow(dnw)).toBe('5\t3\t-\tBob');
    expect(resultFromRow(resultRow(dnw))).toEqual(dnw);
  });

  it('reads only rows within the rules', () => {
    expect(resultFromRow(`1\t1\t${MAX_WEIGHT_DR}\tAnn`)).toBeDefined();
    for (const row of [
      `1\t1\t${MAX_WEIGHT_DR + 1}\tAnn`,
      '1\t1\t10.5\tAnn',
      '1\t1\t010\tAnn',
      '0\t1\t10\tAnn',
      '1\t10000\t10\tAnn',
      '1\t1\t10',
      '1\t1\t10\tAnn\tx',
      `1\t1\t10\t${'A'.repeat(81)}`,
      '1\t1\t10\t ',
      '1\t1\t10\tA\u200Bnn',
    ]) {
      expect(resultFromRow(row), row).toBeUndefined();
    }
  });
});
