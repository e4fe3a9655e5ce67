import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCatchPhoto } from '../api/catch-photo';
import { catchVariantUrls } from '../photo/catch-photo-sources';
import type { Catch } from '../types';
import { weightText } from '../weight-text';

/**
 * One photo, read with the admin's credentials (api/catch-photo.ts) so that a pending catch's
 * photo never enters the service worker's image cache.
 */
function StoredPhoto({ url, alt, maxHeight }: { url: string; alt: string; maxHeight: string }) {
  const photo = useCatchPhoto(url);
  if (photo.failed) return <Typography>The photo could not be loaded.</Typography>;
  if (!photo.src) return <CircularProgress aria-label={`Loading ${alt}`} />;
  return (
    <Box
      component="img"
      src={photo.src}
      alt={alt}
      sx={{ display: 'block', maxWidth: '100%', maxHeight }}
    />
  );
}

/**
 * The card's thumbnail (the full photo when it has none), a button that opens the photos
 * (`onOpen`: CatchPreviewDialog).
 */
export function CatchThumb({ entry, onOpen }: { entry: Catch; onOpen: () => void }) {
  const url = entry.thumbURL ?? entry.imgURL;
  if (!url) return <>No photo</>;
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={`Open the photo of ${entry.memberName}'s ${entry.fishType}`}
      sx={{ borderRadius: 1, overflow: 'hidden', minWidth: 48, minHeight: 48 }}
    >
      <StoredPhoto url={url} alt={`Thumbnail: ${entry.fishType}`} maxHeight="96px" />
    </ButtonBase>
  );
}

/** "Tench, 9 lb 4 oz, caught at Warrens Green by Ellie Marsh." */
const catchSummary = (entry: Catch) =>
  `${entry.fishType}, ${weightText(entry.fishLbs, entry.fishOz)}, caught at ${entry.catchLocation} by ${entry.memberName}.`;

/**
 * What the public will see of a catch: its weight and place in words, the full photo (the
 * catches page's zoom), the thumbnail (its list) and the photo's smaller copies (what the catch
 * page shows a phone or a computer: the member's browser made them, so the admin sees each one
 * too), side by side, stacked on a phone.
 */
export function CatchPhotos({ entry, maxHeight = '60vh' }: { entry: Catch; maxHeight?: string }) {
  const what = `${entry.fishType} caught by ${entry.memberName}`;
  const images = [
    { caption: 'Full photo', src: entry.imgURL, alt: `Full photo: ${what}`, maxHeight },
    { caption: 'Thumbnail', src: entry.thumbURL, alt: `Thumbnail: ${what}`, maxHeight },
    ...catchVariantUrls(entry.imgURL).map(({ width, url }) => ({
      caption: `Catch page copy, ${width} px wide`,
      src: url,
      alt: `Catch page copy ${width} px wide: ${what}`,
      maxHeight: '160px',
    })),
  ];
  return (
    <>
      <Typography sx={{ mb: 2 }}>{catchSummary(entry)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {images.map((image) => (
          <Box component="figure" key={image.caption} sx={{ m: 0, maxWidth: '100%' }}>
            {image.src ? (
              <StoredPhoto url={image.src} alt={image.alt} maxHeight={image.maxHeight} />
            ) : (
              <Typography>No {image.caption.toLowerCase()} stored.</Typography>
            )}
            <Typography component="figcaption" variant="caption">
              {image.caption}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
