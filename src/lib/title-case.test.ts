import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it('upper-cases the first letter of each word and lower-cases the rest', () => {
    expect(titleCase('wINTER league round 1')).toBe('Winter League Round 1');
  });
  it('keeps spaces as typed, so typing a space does not jump', () => {
    expect(titleCase('clay ')).toBe('Clay ');
    expect(titleCase('  two  spaces')).toBe('  Two  Spaces');
  });
  it('handles letters beyond ASCII', () => {
    expect(titleCase('élan éTÉ')).toBe('Élan Été');
  });
});
