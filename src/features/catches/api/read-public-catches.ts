import { getDocs, limit, query, startAfter } from 'firebase/firestore/lite';
import { collectPage, parseSearch } from '../catch-search';
import type { Catch } from '../types';
import { catchFromData } from './catch-from-data';
import { publicCatchesQuery } from './public-catches-query';

export interface PublicCatchesRequest {
  /** What the visitor typed in the search box. */
  search: string;
  /** Rows per page; -1 means all. */
  pageSize: number;
  /** orderRank of the last catch of the previous page (cursor paging); none for the first page. */
  after?: number;
}

export interface PublicCatchesPage {
  catches: Catch[];
  /** orderRank of the page's last document: the cursor of the next page. */
  lastRank?: number;
  /** How many catches the page shows (the pager's "1–10"). */
  fetched: number;
  /** Whether a further catch (matching every word searched for) comes after this page. */
  hasMore: boolean;
}

/**
 * One page of approved catches: one query reading `pageSize` documents plus one, whose only use is
 * to tell whether a next page exists, however many catches there are ("All" reads them all). A
 * total count is not read: an aggregation is billed one read per 1,000 matches, so a club with
 * 5,000 catches would pay more per view than one with 100. A search of several words queries one
 * and checks the others on what it reads, reading on until the page is full (collectPage).
 */
export async function getPublicCatches({
  search,
  pageSize,
  after,
}: PublicCatchesRequest): Promise<PublicCatchesPage> {
  const { term, otherWords } = parseSearch(search);
  const base = publicCatchesQuery(term);
  const readBatch = async (from: number | undefined, size: number | undefined) => {
    const paged = query(
      base,
      ...(from === undefined ? [] : [startAfter(from)]),
      ...(size === undefined ? [] : [limit(size)]),
    );
    return (await getDocs(paged)).docs.map((d) => catchFromData(d.id, d.data()));
  };
  const { rows, hasMore } = await collectPage(readBatch, { pageSize, words: otherWords, after });
  return { catches: rows, lastRank: rows.at(-1)?.orderRank, fetched: rows.length, hasMore };
}
