import { describe, expect, it } from 'vitest';
import { drawPegs, pegsAvailable } from './peg-draw';

describe('pegsAvailable', () => {
  it('reads a range minus excluded pegs', () => {
    expect(pegsAvailable('1-10', '4, 7')).toEqual({ ok: true, pegs: [1, 2, 3, 5, 6, 8, 9, 10] });
    expect(pegsAvailable('1 – 5')).toEqual({ ok: true, pegs: [1, 2, 3, 4, 5] });
  });

  it('reads lists of ranges, each peg once', () => {
    expect(pegsAvailable('10-12, 3, 11, 20-21', '20')).toEqual({
      ok: true,
      pegs: [3, 10, 11, 12, 21],
    });
  });

  it('answers a sentence for what it cannot read', () => {
    expect(pegsAvailable('')).toMatchObject({ ok: false });
    expect(pegsAvailable('ten')).toMatchObject({ ok: false });
    expect(pegsAvailable('30-1')).toMatchObject({ ok: false });
    expect(pegsAvailable('1-5', 'x')).toEqual({
      ok: false,
      message: 'Write the excluded pegs as numbers, such as 4, 7.',
    });
    expect(pegsAvailable('1-3', '1-3')).toEqual({
      ok: false,
      message: 'Every peg is excluded: no peg is left.',
    });
  });
});

describe('drawPegs', () => {
  const anglers = ['Ann', 'Bob', 'Cat', 'Dan'];

  it('gives each angler one peg, none twice, all from the list', () => {
    const pegs = [2, 4, 6, 8, 10, 12];
    const outcome = drawPegs(anglers, pegs, 42);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.assignments.map((a) => a.angler)).toEqual(anglers);
    const drawn = outcome.assignments.map((a) => a.peg);
    expect(new Set(drawn).size).toBe(4);
    for (const peg of drawn) expect(pegs).toContain(peg);
  });

  it('draws the same pegs again from the recorded seed, and others from another seed', () => {
    const pegs = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(drawPegs(anglers, pegs, 7)).toEqual(drawPegs(anglers, pegs, 7));
    expect(drawPegs(anglers, pegs, 7)).not.toEqual(drawPegs(anglers, pegs, 8));
  });

  it('says so in a sentence when there are fewer pegs than anglers', () => {
    expect(drawPegs(anglers, [1, 2, 3], 1)).toEqual({
      ok: false,
      message: 'There are 4 anglers but only 3 pegs: add pegs or remove anglers.',
    });
    expect(drawPegs([], [1], 1)).toMatchObject({ ok: false });
  });

  it('is fair: over 20,000 draws every angler gets every peg about equally often', () => {
    const pegs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const draws = 20_000;
    const counts = anglers.map(() => new Map<number, number>());
    for (let seed = 1; seed <= draws; seed += 1) {
      const outcome = drawPegs(anglers, pegs, seed);
      if (!outcome.ok) throw new Error(outcome.message);
      outcome.assignments.forEach(({ peg }, index) => {
        counts[index]!.set(peg, (counts[index]!.get(peg) ?? 0) + 1);
      });
    }
    // Expected 2,000 each; the binomial standard deviation is about 42, so 10% (about 5 sigma)
    // holds for a fair draw and fails for a biased one (e.g. the naive sort-by-random shuffle).
    for (const perPeg of counts) {
      for (const peg of pegs) {
        expect(perPeg.get(peg) ?? 0).toBeGreaterThan(1800);
        expect(perPeg.get(peg) ?? 0).toBeLessThan(2200);
      }
    }
  });
});
