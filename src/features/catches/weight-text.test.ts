import { describe, expect, it } from 'vitest';
import { weightText } from './weight-text';

describe('weightText', () => {
  it('shows pounds and ounces when given', () => {
    expect(weightText(12, 4)).toBe('12 lbs 4 oz');
    expect(weightText(1, 15)).toBe('1 lb 15 oz');
    expect(weightText(0, 9)).toBe('0 lbs 9 oz');
  });

  it('fills in a missing half with zero', () => {
    expect(weightText(5, undefined)).toBe('5 lbs 0 oz');
    expect(weightText(undefined, 3)).toBe('0 lbs 3 oz');
  });

  it('says Not Provided without a weight', () => {
    expect(weightText()).toBe('Not Provided');
  });
});
