import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Catch } from '../types';

/**
 * A submission's full photo and the thumbnail the public list shows, side by side (stacked on a
 * phone), so the reviewer sees both before approving; titled "{member}'s Submission".
 */
export function CatchPreviewDialog({ entry, onClose }: { entry: Catch; onClose: () => void }) {
  const what = `${entry.fishType} caught by ${entry.memberName}`;
  const images = [
    { caption: 'Full photo', src: entry.imgURL, alt: `Full photo: ${what}` },
    { caption: 'Thumbnail', src: entry.thumbURL, alt: `Thumbnail: ${what}` },
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="catch-preview-title" maxWidth="md">
      <DialogTitle id="catch-preview-title">{entry.memberName}&apos;s Submission</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {images.map((image) => (
          <Box component="figure" key={image.caption} sx={{ m: 0, maxWidth: '100%' }}>
            {image.src ? (
              <Box
                component="img"
                src={image.src}
                alt={image.alt}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh' }}
              />
            ) : (
              <Typography>No {image.caption.toLowerCase()} stored.</Typography>
            )}
            <Typography component="figcaption" variant="caption">
              {image.caption}
            </Typography>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
