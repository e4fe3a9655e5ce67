import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it('capitalises the first letter of each word and lowers the rest', () => {
    expect(titleCase('crucian carp')).toBe('Crucian Carp');
    expect(titleCase('JOHN SMITH')).toBe('John Smith');
    expect(titleCase('wArReNs gReEn')).toBe('Warrens Green');
  });

  it('keeps the spaces as typed, so typing a space between words is not lost', () => {
    expect(titleCase('clay ')).toBe('Clay ');
    expect(titleCase('  two  words')).toBe('  Two  Words');
    expect(titleCase('')).toBe('');
  });
});
