import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-latest-articles.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const latestArticlesQuery = queryOptions({
  queryKey: ['content', 'articles', 'latest'],
  queryFn: () => import('./read-latest-articles').then((api) => api.getLatestArticles()),
});

export function useLatestArticles() {
  return useQuery(latestArticlesQuery);
}
