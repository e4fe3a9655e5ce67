import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { pictureSources, type PictureSources } from '../lib/photo/picture-sources';

export interface ResponsivePictureProps {
  /** The stored picture's download URL (its JPEG, the fallback). */
  src: string;
  alt: string;
  /** The picture's shape in px: reserves its space before it arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide it is drawn, as the `sizes` attribute says it: "(min-width: 900px) 576px, 100vw". */
  sizes: string;
  /** 'high': the page's largest picture, fetched first; 'lazy': below the fold. */
  loading?: 'high' | 'lazy';
  /** The <img>'s own style. */
  sx?: SxProps<Theme>;
  /** Its variants, where its name does not say them (a catch's photo); else read from `src`. */
  sources?: PictureSources;
}

/**
 * Every stored picture a page shows: a <picture> whose <source> offers the picture's variants
 * (WebP at the widths a phone draws it; src/config/picture-sizes.ts) so the browser takes the
 * smallest that is sharp, with the stored JPEG as the <img>'s fallback. A picture stored before
 * variants existed is a plain <img>. The <picture> takes no box of its own (display: contents),
 * so the <img> is laid out as it would be alone. Pure: the server renders it the same.
 */
export function ResponsivePicture({
  src,
  alt,
  width,
  height,
  sizes,
  loading,
  sx = [],
  sources = pictureSources(src),
}: ResponsivePictureProps) {
  const img = (
    <Box
      component="img"
      src={src}
      srcSet={sources?.jpeg ? sources.srcSet : undefined}
      sizes={sources?.jpeg ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      sx={sx}
    />
  );
  if (!sources || sources.jpeg) return img;
  return (
    <Box component="picture" sx={{ display: 'contents' }}>
      <source type={sources.type} srcSet={sources.srcSet} sizes={sizes} />
      {img}
    </Box>
  );
}
