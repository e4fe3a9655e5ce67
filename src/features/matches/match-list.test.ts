import { describe, expect, it } from 'vitest';
import { formatMatchRule } from './match-list';

describe('formatMatchRule', () => {
  it('is the rank, a closing bracket, then the value', () => {
    expect(formatMatchRule({ id: 'r', rank: 3, value: 'No groundbait' })).toBe('3) No groundbait');
  });
});
