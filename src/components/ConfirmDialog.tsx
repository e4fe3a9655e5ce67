import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  /** What is about to happen, e.g. "Delete the match Winter League Round 1?" */
  message: string;
  busy?: boolean;
  /** Why the last attempt failed, shown above the question. */
  error?: string;
  /** What follows the question: whether it can be undone. */
  note?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Every delete asks first (spec section 5), and says whether it can be undone: by default it
 * cannot; a recorded delete can be restored from Recently deleted (ConfirmDelete's `restorable`).
 */
export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  message,
  busy = false,
  error,
  note = 'This action cannot be undone.',
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-dialog-title"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>
          {message} {note}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
