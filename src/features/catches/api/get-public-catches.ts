import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs, limit, query, startAfter } from 'firebase/firestore/lite';
import { matchesWords, parseSearch } from '../catch-search';
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
  /** orderRank of the last document fetched: the cursor of the next page. */
  lastRank?: number;
  /** How many documents the query fetched (before other search words were checked). */
  fetched: number;
}

/**
 * One page of approved catches: one query reading at most `pageSize` documents, however many
 * catches exist ("All" reads them all). Words beyond the queried one are checked on the page.
 */
export async function getPublicCatches({
  search,
  pageSize,
  after,
}: PublicCatchesRequest): Promise<PublicCatchesPage> {
  const { term, otherWords } = parseSearch(search);
  const base = publicCatchesQuery(term);
  const paged =
    pageSize > 0
      ? query(base, ...(after === undefined ? [] : [startAfter(after)]), limit(pageSize))
      : base;
  const snapshot = await getDocs(paged);
  const fetched = snapshot.docs.map((d) => catchFromData(d.id, d.data()));
  return {
    catches: fetched.filter((c) => matchesWords(c, otherWords)),
    lastRank: fetched.at(-1)?.orderRank,
    fetched: fetched.length,
  };
}

export const publicCatchesQueryOptions = (request: PublicCatchesRequest) =>
  queryOptions({
    queryKey: ['catches', 'public', 'page', request],
    queryFn: () => getPublicCatches(request),
  });

export function usePublicCatches(request: PublicCatchesRequest) {
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return useQuery({ ...publicCatchesQueryOptions(request), placeholderData: keepPreviousData });
}
