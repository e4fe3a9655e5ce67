import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useNotify } from '../notifications/notifier-context';

export interface ConfirmStepProps {
  /** The dialog is open while true. */
  open: boolean;
  /** The question: "Publish the draw?" */
  title: string;
  /** What becomes public, or stops being, and how it can be put back. */
  message: string;
  /** The confirming button: "Publish draw". */
  confirmLabel: string;
  /** Does it; a thrown error is shown in the dialog, which stays open to retry or cancel. */
  onConfirm: () => Promise<unknown>;
  /** The success notice: "The draw is published." */
  done: string;
  /** Completes "Could not … ." in the failure sentence: "publish the draw". */
  failureAction: string;
  /** Called after it is done or cancelled. */
  onClose: () => void;
  /** What the step is about, in view while deciding (a photo, a table). */
  children?: ReactNode;
}

/**
 * The back office's one "are you sure" for a step that is not a delete (publishing, withdrawing,
 * redrawing): says what happens, does it on Confirm, then says it was done.
 */
export function ConfirmStep({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  done,
  failureAction,
  onClose,
  children,
}: ConfirmStepProps) {
  const notify = useNotify();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  function close() {
    setFailure(undefined);
    onClose();
  }

  async function confirm() {
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm();
      notify(done, 'success');
      close();
    } catch (error) {
      setFailure(errorMessage(error, failureAction));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={confirm} variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
