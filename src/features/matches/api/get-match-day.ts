import { queryOptions, useQuery } from '@tanstack/react-query';

// Each query loads its reads (./read-match-day.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const publishedDrawQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['draws', 'published', matchId],
    queryFn: () => import('./read-match-day').then((api) => api.getPublishedDraw(matchId)),
  });

export const resultsQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['results', matchId],
    queryFn: () => import('./read-match-day').then((api) => api.getResults(matchId)),
  });

export function usePublishedDraw(matchId: string) {
  return useQuery(publishedDrawQuery(matchId));
}

export function useResults(matchId: string) {
  return useQuery(resultsQuery(matchId));
}
