import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import Button from '@mui/material/Button';
import type { NoticeAction, NoticeSeverity } from './notifier-context';

interface Props {
  open: boolean;
  message: string;
  severity: NoticeSeverity;
  /** Milliseconds before it closes itself; null keeps it until dismissed. */
  autoHideDuration: number | null;
  anchorOrigin: SnackbarOrigin;
  /** A button beside the message (Undo). */
  action?: NoticeAction;
  onClose: () => void;
}

/** A message in a snackbar. Loaded lazily (see LazyNoticeSnackbar): most page views show none. */
export function NoticeSnackbar({
  open,
  message,
  severity,
  autoHideDuration,
  anchorOrigin,
  action,
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
        action={
          action && (
            <Button color="inherit" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          )
        }
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
