import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { Catch } from '../types';

interface Props {
  fish: Catch | null;
  onClose: () => void;
}

/** The zoom dialog: the full photo, titled with the member and the fish. Loaded only when opened. */
export function CatchPhotoDialog({ fish, onClose }: Props) {
  const title = fish ? `${fish.memberName} - ${fish.fishType}` : '';
  return (
    <Dialog
      open={fish !== null}
      onClose={onClose}
      maxWidth="lg"
      aria-labelledby="catch-photo-title"
    >
      <DialogTitle id="catch-photo-title" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {fish && (
          <img
            src={fish.imgURL}
            alt={title}
            style={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: '75vh',
              height: 'auto',
              margin: '0 auto',
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
