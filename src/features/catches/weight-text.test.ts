import { describe, expect, it } from 'vitest';
import { weightText } from './weight-text';

describe('weightText', () => {
  it('shows pounds and ounces with their units', () => {
    expect(weightText(22, 14)).toBe('22 lb 14 oz');
    expect(weightText(1, 15)).toBe('1 lb 15 oz');
    expect(weightText(0, 9)).toBe('9 oz');
  });

  it('fills in a missing half with zero', () => {
    expect(weightText(5, undefined)).toBe('5 lb 0 oz');
    expect(weightText(undefined, 3)).toBe('3 oz');
  });

  it('says Not Provided without a weight, 0 lb 0 oz included', () => {
    expect(weightText()).toBe('Not Provided');
    expect(weightText(0, 0)).toBe('Not Provided');
  });
});
