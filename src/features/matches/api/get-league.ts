import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Season } from '../match-day/types';

// Each query loads its reads (./read-league.ts, with Firebase) when it first runs, not
// with the page: a page the server rendered hydrates from its embedded data without them.

export const seasonsQuery = queryOptions({
  queryKey: ['seasons'],
  queryFn: () => import('./read-league').then((api) => api.getSeasons()),
});

export function useSeasons() {
  return useQuery(seasonsQuery);
}

export const seasonResultsQuery = (season: Season | undefined) =>
  queryOptions({
    queryKey: ['results', 'season', season?.id],
    queryFn: () => import('./read-league').then((api) => api.getSeasonResults(season!)),
    enabled: season !== undefined,
  });

export function useSeasonResults(season: Season | undefined) {
  return useQuery(seasonResultsQuery(season));
}
