import { collection, getDocs } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCatches } from '../../../../scripts/seed/data';
import { seedCatches } from '../../../../scripts/seed/seed-demo-data';
import { clearFirestore } from '../../../../tests/support/emulators';
import { db } from '../../../lib/firebase';
import { getPublicCatches } from './read-public-catches';

// The demo club's 40 catches (every fifth unapproved), without photos: the queries are under test.
const all = demoCatches(40);
const approved = all.filter((c) => c.isPublic).sort((a, b) => b.orderRank - a.orderRank);
const ranks = (list: { orderRank: number }[]) => list.map((c) => c.orderRank);

describe('public catches queries against the emulator, with the real rules', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedCatches(40, false);
  });

  it('reads one page of approved catches, highest orderRank first, fetching only that page', async () => {
    const page = await getPublicCatches({ search: '', pageSize: 10 });
    expect(page.fetched).toBe(10);
    expect(ranks(page.catches)).toEqual(ranks(approved.slice(0, 10)));
    expect(page.catches.every((c) => c.isPublic)).toBe(true);
    expect(page.lastRank).toBe(approved[9]!.orderRank);
    expect(page.hasMore).toBe(true);
  });

  it('pages on with a cursor, and the last page holds the remainder', async () => {
    const first = await getPublicCatches({ search: '', pageSize: 25 });
    const second = await getPublicCatches({ search: '', pageSize: 25, after: first.lastRank });
    expect(ranks(second.catches)).toEqual(ranks(approved.slice(25)));
    expect(second.fetched).toBe(approved.length - 25);
    expect(first.hasMore).toBe(true);
    expect(second.hasMore).toBe(false);
  });

  it('knows a page that ends exactly at the last catch is the last', async () => {
    const exact = await getPublicCatches({ search: '', pageSize: approved.length });
    expect(exact.fetched).toBe(approved.length);
    expect(exact.hasMore).toBe(false);
  });

  it('reads all approved catches with page size All', async () => {
    const page = await getPublicCatches({ search: '', pageSize: -1 });
    expect(ranks(page.catches)).toEqual(ranks(approved));
    expect(page.hasMore).toBe(false);
  });

  it('finds catches by a prefix of the fish type, member name or location, in any case', async () => {
    const expectFound = async (search: string, match: (c: (typeof all)[number]) => boolean) => {
      const expected = approved.filter(match);
      expect(expected.length).toBeGreaterThan(0);
      const page = await getPublicCatches({ search, pageSize: -1 });
      expect(ranks(page.catches)).toEqual(ranks(expected));
      return expected;
    };
    const wordStarts = (text: string, prefix: string) =>
      text
        .toLowerCase()
        .split(' ')
        .some((word) => word.startsWith(prefix));
    await expectFound('TEN', (c) => wordStarts(c.fishType, 'ten'));
    await expectFound('Mars', (c) => wordStarts(c.memberName, 'mars'));
    await expectFound('clay', (c) => c.catchLocation === 'Clay End');
    // Several words: every word must match; the longest is queried, the rest checked on the page.
    await expectFound(
      'carp clay',
      (c) => /carp/i.test(c.fishType) && c.catchLocation === 'Clay End',
    );
  });

  it('pages a search, reading one page of documents', async () => {
    const matching = approved.filter((c) => c.catchLocation === 'Weston');
    const page = await getPublicCatches({ search: 'weston', pageSize: 5 });
    expect(page.fetched).toBe(5);
    expect(ranks(page.catches)).toEqual(ranks(matching.slice(0, 5)));
    const next = await getPublicCatches({ search: 'weston', pageSize: 5, after: page.lastRank });
    expect(ranks(next.catches)).toEqual(ranks(matching.slice(5, 10)));
  });

  it('fills each page of a several-word search, and counts only the rows it shows', async () => {
    // "carp weston": the longest word (weston) is queried, carp is checked on what is read.
    const matching = approved.filter(
      (c) => c.catchLocation === 'Weston' && /(^|\s)carp/i.test(`${c.memberName} ${c.fishType}`),
    );
    expect(matching.length).toBeGreaterThan(2);
    const size = 2;
    const pages: number[][] = [];
    let after: number | undefined;
    for (;;) {
      const page = await getPublicCatches({ search: 'carp weston', pageSize: size, after });
      // Every page but the last is full, its count is its rows, and "more" means one exists.
      expect(page.fetched).toBe(page.catches.length);
      pages.push(ranks(page.catches));
      if (!page.hasMore) break;
      expect(page.catches).toHaveLength(size);
      after = page.lastRank;
    }
    expect(pages.flat()).toEqual(ranks(matching));
    expect(pages).toHaveLength(Math.ceil(matching.length / size));
    // A page as large as the matches is the last one: no "more than".
    const whole = await getPublicCatches({ search: 'carp weston', pageSize: matching.length });
    expect(ranks(whole.catches)).toEqual(ranks(matching));
    expect(whole.hasMore).toBe(false);
  });

  it('finds nothing for a word no catch has', async () => {
    const page = await getPublicCatches({ search: 'zzzz', pageSize: 10 });
    expect(page.catches).toEqual([]);
  });

  it('is refused a query that does not ask for approved catches only', async () => {
    await expect(getDocs(collection(db, 'catches'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
