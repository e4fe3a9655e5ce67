import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useOnline } from '../lib/connection';

/**
 * Shown while a page's data loads. With no connection, reads wait for one (query-client.ts) and a
 * page never seen on this phone has nothing kept to show: it says so, rather than spin in silence.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  const online = useOnline();
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
