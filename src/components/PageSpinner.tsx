import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = onlineManager.subscribe.bind(onlineManager);
const isOnline = () => onlineManager.isOnline();

/**
 * Shown while a page's data loads. With no connection, reads wait for one (query-client.ts) and a
 * page never seen on this phone has nothing kept to show: it says so, rather than spin in silence.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  const online = useSyncExternalStore(subscribe, isOnline);
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} role="status" aria-live="polite">
      <CircularProgress aria-label={label} />
      {!online && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          No signal: this page will show once the connection is back.
        </Typography>
      )}
    </Box>
  );
}
