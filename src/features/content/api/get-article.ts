import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-article.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: ['content', 'articles', 'one', id],
    queryFn: () => import('./read-article').then((api) => api.getArticle(id)),
  });

export function useArticle(id: string) {
  return useQuery(articleQuery(id));
}
