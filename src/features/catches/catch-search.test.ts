import { describe, expect, it } from 'vitest';
import { collectPage, matchesWords, parseSearch } from './catch-search';

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

describe('collectPage', () => {
  // 30 catches, ranks 30..1 (highest first); every third is a carp at Weston.
  const catches = Array.from({ length: 30 }, (_, i) => ({
    orderRank: 30 - i,
    memberName: 'Sam Carter',
    fishType: i % 3 === 0 ? 'Common Carp' : 'Tench',
    catchLocation: 'Weston',
  }));
  /** Reads as the query does (after a rank, at most `size`), counting the documents read. */
  function store() {
    const reads: number[] = [];
    const readBatch = async (after: number | undefined, size: number | undefined) => {
      const rest = catches.filter((c) => after === undefined || c.orderRank < after);
      const batch = size === undefined ? rest : rest.slice(0, size);
      reads.push(batch.length);
      return batch;
    };
    return { reads, readBatch };
  }

  it('is one read of a page plus one when there are no other words', async () => {
    const { reads, readBatch } = store();
    const page = await collectPage(readBatch, { pageSize: 10, words: [] });
    expect(page.rows.map((c) => c.orderRank)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(page.hasMore).toBe(true);
    expect(reads).toEqual([11]);
  });

  it('reads on until a page of matches of every word is full, and says more only when one exists', async () => {
    const { readBatch } = store();
    const first = await collectPage(readBatch, { pageSize: 3, words: ['carp'] });
    expect(first.rows.map((c) => c.orderRank)).toEqual([30, 27, 24]);
    expect(first.hasMore).toBe(true);
    const rest = await collectPage(readBatch, { pageSize: 10, words: ['carp'], after: 24 });
    expect(rest.rows.map((c) => c.orderRank)).toEqual([21, 18, 15, 12, 9, 6, 3]);
    expect(rest.hasMore).toBe(false);
  });

  it('says there is no more when the matches end exactly with the page', async () => {
    const { readBatch } = store();
    const page = await collectPage(readBatch, { pageSize: 10, words: ['carp'] });
    expect(page.rows).toHaveLength(10);
    expect(page.hasMore).toBe(false);
  });
});
