import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  /** What is about to happen, e.g. "Delete the match Winter League Round 1?" */
  message: string;
  busy?: boolean;
  /** Why the last attempt failed, shown above the question. */
  error?: string;
  /** What follows the question: whether it can be undone ('' when the message says it). */
  note?: string;
  /** The confirming button: "Confirm" (a delete), "Publish draw" (a step). */
  confirmLabel?: string;
  /** Red for a delete; a step that is put back as easily is the primary colour. */
  color?: 'error' | 'primary';
  /** What the question is about, in view while deciding (a photo, a table). */
  children?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Every delete asks first (docs/product-spec.md §5), and says whether it can be undone: by default it
 * cannot; a recorded delete can be restored from Recently deleted (ConfirmDelete's `restorable`).
 * The same dialog asks before a step that is not a delete (ConfirmStep).
 */
export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  message,
  busy = false,
  error,
  note = 'This action cannot be undone.',
  confirmLabel = 'Confirm',
  color = 'error',
  children,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>{note ? `${message} ${note}` : message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} color={color} variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
