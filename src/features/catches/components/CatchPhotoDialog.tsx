import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { ResponsivePicture } from '../../../components/ResponsivePicture';
import { catchPhotoSources } from '../photo/catch-photo-sources';
import type { Catch } from '../types';

/** The dialog's content box: lg (1200 px) less its 24 px paddings, or the window less its
 * 32 px margins and those paddings. Its height (75vh) may draw the photo smaller still. */
const DIALOG_PHOTO_SIZES = '(min-width: 1264px) 1152px, calc(100vw - 112px)';

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
          <ResponsivePicture
            src={fish.imgURL}
            sources={catchPhotoSources(fish.imgURL)}
            alt={title}
            width={1200}
            height={900}
            sizes={DIALOG_PHOTO_SIZES}
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: '75vh',
              width: 'auto',
              height: 'auto',
              margin: '0 auto',
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
