import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * A short, human message for a failed load or action, instead of a silent console log; with
 * `onRetry`, a Retry button that tries again.
 */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
