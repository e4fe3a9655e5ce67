import { useQuery } from '@tanstack/react-query';
import { gotNoAnswer, useOnline } from '../../../lib/connection';
import { loadCheckData } from '../api/check-store';
import { syncCheckData } from '../api/sync-check-data';

const noSignal = (error: unknown) => error instanceof TypeError || gotNoAnswer(error);

/**
 * The keys, revocation list, closed seasons and water statuses a check needs: read from the phone
 * at once, and fetched afresh whenever there is signal (opening the screen, the signal coming
 * back, Sync now). TanStack Query pauses the fetch while offline and runs it when the signal
 * returns.
 */
export function useCheckData() {
  const online = useOnline() && navigator.onLine !== false;
  const stored = useQuery({
    queryKey: ['bailiffCheck', 'stored'],
    queryFn: async () => (await loadCheckData()) ?? null,
    networkMode: 'always',
    staleTime: Infinity,
  });
  const synced = useQuery({
    queryKey: ['bailiffCheck', 'synced'],
    queryFn: () => syncCheckData(),
    staleTime: 0,
    retry: false,
    refetchOnReconnect: 'always',
  });
  const problem =
    synced.error && !noSignal(synced.error)
      ? `The permit list could not be updated: ${synced.error.message}`
      : undefined;
  return {
    data: synced.data ?? stored.data ?? undefined,
    loaded: !stored.isPending,
    online,
    syncing: synced.isFetching,
    problem,
    sync: () => synced.refetch(),
  };
}
