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
  onCancel: () => void;
  onConfirm: () => void;
}

/** Every delete asks first (spec section 5): the action cannot be undone. */
export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  message,
  busy = false,
  error,
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
        <DialogContentText>{message} This action cannot be undone.</DialogContentText>
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
