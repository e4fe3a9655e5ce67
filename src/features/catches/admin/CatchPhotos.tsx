import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Catch } from '../types';
import { weightText } from '../weight-text';

/** "Tench, 9 lbs 4 oz, caught at Warrens Green by Ellie Marsh." */
const catchSummary = (entry: Catch) =>
  `${entry.fishType}, ${weightText(entry.fishLbs, entry.fishOz)}, caught at ${entry.catchLocation} by ${entry.memberName}.`;

/**
 * What the public will see of a catch: its weight and place in words, the full photo (the
 * catches page's zoom) and the thumbnail (its list), side by side, stacked on a phone.
 */
export function CatchPhotos({ entry, maxHeight = '60vh' }: { entry: Catch; maxHeight?: string }) {
  const what = `${entry.fishType} caught by ${entry.memberName}`;
  const images = [
    { caption: 'Full photo', src: entry.imgURL, alt: `Full photo: ${what}` },
    { caption: 'Thumbnail', src: entry.thumbURL, alt: `Thumbnail: ${what}` },
  ];
  return (
    <>
      <Typography sx={{ mb: 2 }}>{catchSummary(entry)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {images.map((image) => (
          <Box component="figure" key={image.caption} sx={{ m: 0, maxWidth: '100%' }}>
            {image.src ? (
              <Box
                component="img"
                src={image.src}
                alt={image.alt}
                sx={{ display: 'block', maxWidth: '100%', maxHeight }}
              />
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
