import { queryOptions, useQuery } from '@tanstack/react-query';
export type { NewsPage } from './read-news-page';

// Each query loads its reads (./read-news-page.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

/** The page number of a /news address (?page=N), 1 when missing or not a page number. */
export function newsPageNumber(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export const newsPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['content', 'articles', 'page', page],
    queryFn: () => import('./read-news-page').then((api) => api.getNewsPage(page)),
  });

export function useNewsPage(page: number) {
  return useQuery(newsPageQuery(page));
}
