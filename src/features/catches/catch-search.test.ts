import { describe, expect, it } from 'vitest';
import { matchesWords, parseSearch } from './catch-search';

describe('parseSearch', () => {
  it('is empty for blank input', () => {
    expect(parseSearch('   ')).toEqual({ otherWords: [] });
  });

  it('lowercases, and queries by the longest word', () => {
    expect(parseSearch('Tench')).toEqual({ term: 'tench', otherWords: [] });
    expect(parseSearch('big  TENCH clay')).toEqual({ term: 'tench', otherWords: ['big', 'clay'] });
  });

  it('cuts a word to the longest stored prefix', () => {
    expect(parseSearch('a'.repeat(30)).term).toHaveLength(20);
  });
});

describe('matchesWords', () => {
  const fish = { memberName: 'Sam Carter', fishType: 'Crucian Carp', catchLocation: 'Clay End' };

  it('matches word prefixes of any field, case-insensitively', () => {
    expect(matchesWords(fish, [])).toBe(true);
    expect(matchesWords(fish, ['cru', 'end'])).toBe(true);
    expect(matchesWords(fish, ['sam', 'carp'])).toBe(true);
  });

  it('rejects a word that starts none of the words', () => {
    expect(matchesWords(fish, ['arp'])).toBe(false);
    expect(matchesWords(fish, ['sam', 'weston'])).toBe(false);
  });
});
