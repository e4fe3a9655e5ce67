import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { cleanReason, MAX_NOT_APPROVED_REASON } from '../api/not-approve-catch';

/**
 * Asks why a catch is not approved: the member reads the reason on their page and in an e-mail,
 * so it is required, one line, and bounded (api/not-approve-catch.ts).
 */
export function NotApproveDialog({
  name,
  onCancel,
  onConfirm,
}: {
  name: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function confirm() {
    try {
      onConfirm(cleanReason(reason));
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  return (
    <Dialog open onClose={onCancel} aria-labelledby="not-approve-title" fullWidth maxWidth="sm">
      <DialogTitle id="not-approve-title">Not approve {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The catch stays off the catches page. The member sees your reason on their page and by
          e-mail, so write it to them.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Reason the member will see"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ?? `${reason.length} of ${MAX_NOT_APPROVED_REASON} characters`}
          slotProps={{ htmlInput: { maxLength: MAX_NOT_APPROVED_REASON } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={confirm}>
          Not approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
