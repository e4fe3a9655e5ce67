import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Catch } from '../types';
import { CatchPhotos } from './CatchPhotos';

/**
 * The second step of approving a catch that takes a club record (or whose effect on the
 * records could not be checked): the sentences say which record and from what weight to what,
 * with the photo in view, since the record book shows it to everyone at once.
 */
export function ApproveRecordDialog({
  entry,
  sentences,
  busy,
  onCancel,
  onConfirm,
}: {
  entry: Catch;
  sentences: string[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby="approve-record-title"
      maxWidth="md"
    >
      <DialogTitle id="approve-record-title">Approve a record catch?</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ mb: 2 }}>
          {sentences.map((sentence) => (
            <Alert key={sentence} severity="warning">
              {sentence}
            </Alert>
          ))}
        </Stack>
        <CatchPhotos entry={entry} maxHeight="40vh" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy}>
          Approve record
        </Button>
      </DialogActions>
    </Dialog>
  );
}
