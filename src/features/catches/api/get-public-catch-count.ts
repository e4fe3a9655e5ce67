import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCount } from 'firebase/firestore/lite';
import { parseSearch } from '../catch-search';
import { publicCatchesQuery } from './public-catches-query';

/**
 * How many approved catches the search's queried word matches, for the pager. An aggregation
 * count is billed as one read per 1,000 index entries, not per catch, and is fetched once per
 * search rather than per page.
 */
export async function getPublicCatchCount(search: string): Promise<number> {
  const snapshot = await getCount(publicCatchesQuery(parseSearch(search).term));
  return snapshot.data().count;
}

export const publicCatchCountQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['catches', 'public', 'count', parseSearch(search).term ?? ''],
    queryFn: () => getPublicCatchCount(search),
  });

export function usePublicCatchCount(search: string) {
  return useQuery(publicCatchCountQueryOptions(search));
}
