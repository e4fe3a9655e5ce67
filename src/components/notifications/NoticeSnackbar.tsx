import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import type { NoticeSeverity } from './notifier-context';

interface Props {
  open: boolean;
  message: string;
  severity: NoticeSeverity;
  /** Milliseconds before it closes itself; null keeps it until dismissed. */
  autoHideDuration: number | null;
  anchorOrigin: SnackbarOrigin;
  onClose: () => void;
}

/** A message in a snackbar. Loaded lazily (see LazyNoticeSnackbar): most page views show none. */
export function NoticeSnackbar({
  open,
  message,
  severity,
  autoHideDuration,
  anchorOrigin,
  onClose,
}: Props) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={anchorOrigin}
    >
      <Alert
        onClose={onClose}
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
