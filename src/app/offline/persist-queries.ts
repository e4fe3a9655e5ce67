/**
 * Keeps a chosen part of TanStack Query's cache on the device (query-persister.ts): puts back what
 * was kept, then writes every change. Loaded just after the first render starts (query-client.ts),
 * not in the first download: a first visit has nothing to put back, and a returning one gets it
 * from the service worker's cache and IndexedDB in a few milliseconds.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { OFFLINE_DATA_MAX_AGE_MS } from './offline-limits';
import { createQueryPersister } from './query-persister';

type PersistedQueryClient = Parameters<typeof persistQueryClient>[0]['queryClient'];

interface Options {
  /** Which queries may be kept: public data only. */
  keep: (key: QueryKey) => boolean;
  /** While true nothing is written (admin screens). */
  paused: () => boolean;
  /** Bumped when the shape of kept data changes: older copies are then dropped, not shown. */
  buster: string;
}

/** Settles once what was kept is back in the cache (or could not be read). */
export function persistQueries(
  client: QueryClient,
  { keep, paused, buster }: Options,
): Promise<void> {
  // Kept queries stay in memory for the tab's life (gcTime Infinity), or they would drop out of the
  // next write when their page is left. Not OFFLINE_DATA_MAX_AGE_MS: a month in ms is past
  // setTimeout's 2^31 - 1 limit, so the browser ran the collection at once and a page whose data
  // had just been prefetched read it again.
  const longLived = (query: {
    queryKey: QueryKey;
    setOptions: (o: object) => void;
    options: object;
  }) => {
    if (keep(query.queryKey)) query.setOptions({ ...query.options, gcTime: Infinity });
  };
  client.getQueryCache().getAll().forEach(longLived);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'added') longLived(event.query);
  });
  const options = {
    // The same client: the persister package is typed against its own copy of query-core,
    // whose private fields TypeScript cannot match.
    queryClient: client as unknown as PersistedQueryClient,
    persister: createQueryPersister({ paused }),
    maxAge: OFFLINE_DATA_MAX_AGE_MS,
    buster,
    dehydrateOptions: {
      // Structural: the persister package brings its own copy of query-core's Query type.
      shouldDehydrateQuery: (query: { state: { status: string }; queryKey: QueryKey }) =>
        query.state.status === 'success' && keep(query.queryKey),
    },
  };
  const [, restored] = persistQueryClient(options);
  // Writes follow cache events from the end of the restore on: on a slow phone the page's queries
  // may all have settled before that, and with no later event the page would never be kept.
  // A failed write only means this page is not kept: nothing to tell the visitor.
  void restored
    .then(() => {
      // What was put back shows at once, then is read again ("the last known page at once, then
      // fresh data"): without this a reload within the cache's freshness showed the old page.
      // Only queries with no answer from this visit; one already being read is not read twice.
      const fromEarlierVisit = (query: Query) =>
        keep(query.queryKey) && query.state.dataUpdatedAt < performance.timeOrigin;
      client
        .getQueryCache()
        .findAll({ predicate: fromEarlierVisit })
        .forEach((query) => query.invalidate());
      void client.refetchQueries(
        { predicate: fromEarlierVisit, type: 'active' },
        { cancelRefetch: false },
      );
      return persistQueryClientSave(options);
    })
    .catch(() => undefined);
  return restored.then(
    () => undefined,
    () => undefined,
  );
}
