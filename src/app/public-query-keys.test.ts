import { describe, expect, it } from 'vitest';
import { isPublicQueryKey } from './public-query-keys';

describe('isPublicQueryKey: what may be kept on the device', () => {
  it('keeps the public pages’ queries, match day and records included', () => {
    for (const key of [
      ['content', 'site', 'shown'],
      ['waters', 'weston', 'shown'],
      ['matches', 'upcoming'],
      ['matches', 'past'],
      ['catches', 'public', 'page', { search: '', pageSize: 10 }],
      ['records', 'club'],
      ['records', 'personal', 'Dave Hughes'],
      ['seasons'],
      ['results', 'season', 'season-2026'],
      ['draws', 'published', 'match-7'],
      ['matches', 'one', 'match-7'],
    ]) {
      expect(isPublicQueryKey(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('never keeps an admin query', () => {
    for (const key of [
      ['matches'],
      // The texts as stored, which only Manage Content and Manage Waters read.
      ['content', 'site'],
      ['waters', 'weston'],
      ['catches', 'review'],
      ['draws', 'draft', 'match-7'],
      ['userPermissions', 'uid-1'],
      ['users'],
    ]) {
      expect(isPublicQueryKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});
