import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useOnline } from '../../lib/connection';
import { lastUpdatedText } from './last-updated-text';

/** The oldest update time among the data the page shows now (0 when it shows none). */
function oldestShownUpdate(
  queries: { getObserversCount(): number; state: { dataUpdatedAt: number } }[],
) {
  const shown = queries
    .filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  return shown.length ? Math.min(...shown) : 0;
}

/**
 * A quiet line above the page when there is no connection and the page shows data kept on the
 * device: when that data was last fresh. Nothing when online.
 */
export function OfflineNotice() {
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  const updatedAt = useSyncExternalStore(
    cache.subscribe.bind(cache),
    () => oldestShownUpdate(cache.getAll()),
    // Rendered on the server (and hydrated) as online: no notice.
    () => undefined,
  );
  if (online || !updatedAt) return null;
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {lastUpdatedText(updatedAt)}
    </Typography>
  );
}
