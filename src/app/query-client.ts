import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isAdminPath } from '../lib/admin-path';
import { gotNoAnswer, noAnswer } from '../lib/connection';
import { isPublicQueryKey } from './public-query-keys';

/**
 * A read that got no answer (lib/connection.ts) is not a failure: the app counts itself offline,
 * and TanStack Query holds the retry back (the query paused, its kept data still shown, the offline
 * notice saying when that data is from) until the connection is back. A refusal is tried once more.
 */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (!gotNoAnswer(error)) return failureCount < 1;
  noAnswer();
  return true;
}

/** The app's one query cache. Club content changes rarely: keep it a minute before reading again. */
export function createQueryClient(): QueryClient {
  // The browser knows at start whether there is a connection; TanStack otherwise assumes there is
  // until an `offline` event, and a page opened with no signal would show errors, not kept data.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: retryUnlessRefused } },
  });
}

/**
 * Keeps the public pages' data on the device between visits (app/offline/persist-queries):
 * only isPublicQueryKey's queries, never an admin query, and nothing is written while an admin
 * screen is open (its path in any letter case: lib/admin-path.ts). Its code is loaded on demand, outside the first download. Settles once what was
 * kept has been put back (or could not be).
 */
export function keepPublicQueriesOnDevice(client: QueryClient): Promise<void> {
  return import('./offline/persist-queries')
    .then(({ persistQueries }) =>
      persistQueries(client, {
        keep: isPublicQueryKey,
        paused: () => isAdminPath(window.location.pathname),
        buster: 'v2',
      }),
    )
    .catch(() => undefined);
}
