import { describe, expect, it } from 'vitest';
import { poundsOunces, poundsOuncesDrams } from './weight-words';

describe('poundsOunces', () => {
  it('writes pounds and ounces with their units, "lb" in the plural too', () => {
    expect(poundsOunces(22 * 16 + 14)).toBe('22 lb 14 oz');
    expect(poundsOunces(16)).toBe('1 lb 0 oz');
    expect(poundsOunces(40 * 16)).toBe('40 lb 0 oz');
  });

  it('leaves out the pounds under a pound', () => {
    expect(poundsOunces(9)).toBe('9 oz');
  });

  it('has no weight for none given, and for 0 lb 0 oz', () => {
    expect(poundsOunces(undefined)).toBeNull();
    expect(poundsOunces(0)).toBeNull();
    expect(poundsOunces(Number.NaN)).toBeNull();
  });
});

describe('poundsOuncesDrams', () => {
  it('writes a match weight with its drams and their unit', () => {
    expect(poundsOuncesDrams(12 * 256 + 8 * 16 + 4)).toBe('12 lb 8 oz 4 dr');
    expect(poundsOuncesDrams(3 * 256)).toBe('3 lb 0 oz 0 dr');
    expect(poundsOuncesDrams(6 * 16 + 2)).toBe('6 oz 2 dr');
    expect(poundsOuncesDrams(0)).toBe('0 oz 0 dr');
  });
});
