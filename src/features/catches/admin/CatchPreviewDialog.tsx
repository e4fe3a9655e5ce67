import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Catch } from '../types';

/** The full photo of a submission, titled "{member}'s Submission". */
export function CatchPreviewDialog({
  entry,
  onClose,
}: {
  entry: Catch | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      aria-labelledby="catch-preview-title"
      maxWidth="md"
    >
      <DialogTitle id="catch-preview-title">{entry?.memberName}&apos;s Submission</DialogTitle>
      <DialogContent>
        {entry && (
          <img
            src={entry.imgURL}
            alt={`${entry.fishType} caught by ${entry.memberName} at ${entry.catchLocation}`}
            style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
