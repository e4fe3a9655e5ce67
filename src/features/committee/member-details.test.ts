import { describe, expect, it } from 'vitest';
import { addressLines, avatarColour, initialsOf } from './member-details';

describe('addressLines', () => {
  it('splits on commas into trimmed lines', () => {
    expect(addressLines('12 Mill Lane, Priory Green,Kent ,  ME1 4AB')).toEqual([
      '12 Mill Lane',
      'Priory Green',
      'Kent',
      'ME1 4AB',
    ]);
  });

  it('drops empty parts and copes with no address', () => {
    expect(addressLines('Keepers Lodge,, Kent,')).toEqual(['Keepers Lodge', 'Kent']);
    expect(addressLines(undefined)).toEqual([]);
    expect(addressLines('')).toEqual([]);
  });
});

describe('initialsOf', () => {
  it('takes the first and last name initials', () => {
    expect(initialsOf('Amy Perch')).toBe('AP');
    expect(initialsOf('mary anne  jones')).toBe('MJ');
    expect(initialsOf('Geoff')).toBe('G');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('avatarColour', () => {
  it('is stable for a name and differs between names', () => {
    expect(avatarColour('Amy Perch')).toBe(avatarColour('Amy Perch'));
    expect(avatarColour('Amy Perch')).not.toBe(avatarColour('Tom Bream'));
  });
});
