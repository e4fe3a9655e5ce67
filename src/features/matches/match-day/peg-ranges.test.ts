import { describe, expect, it } from 'vitest';
import { pegsAvailable } from './peg-draw';
import { formatPegRanges } from './peg-ranges';

describe('formatPegRanges', () => {
  it('writes runs as ranges, single pegs alone', () => {
    expect(formatPegRanges([7, 1, 2, 3, 5, 8])).toBe('1-3, 5, 7-8');
    expect(formatPegRanges([])).toBe('');
  });
  it('reads back as the same pegs', () => {
    const pegs = [1, 2, 3, 5, 9, 10, 30];
    expect(pegsAvailable(formatPegRanges(pegs))).toEqual({ ok: true, pegs });
  });
});
