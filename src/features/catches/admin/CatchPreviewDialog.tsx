import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Catch } from '../types';
import { CatchPhotos } from './CatchPhotos';

/**
 * A submission's weight, full photo and the thumbnail the public list shows, so the reviewer
 * sees what the public will before approving; titled "{member}'s Submission".
 */
export function CatchPreviewDialog({ entry, onClose }: { entry: Catch; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="catch-preview-title" maxWidth="md">
      <DialogTitle id="catch-preview-title">{entry.memberName}&apos;s Submission</DialogTitle>
      <DialogContent>
        <CatchPhotos entry={entry} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
