import type { SxProps, Theme } from '@mui/material/styles';
import { ResponsivePicture } from './ResponsivePicture';

/** Drawn across the page's column: at most its 1152 px (src/config/picture-sizes.ts PAGE_WIDTH). */
const COLUMN_SIZES = '(min-width: 1200px) 1152px, 100vw';

interface Props {
  src: string;
  alt: string;
  /** How wide it is drawn (the `sizes` attribute), when narrower than the page's column. */
  sizes?: string;
  /** Added to the banner's own style (for example a margin below it). */
  sx?: SxProps<Theme>;
}

/**
 * A page's banner photo (Home, Contact Us): full width, 16:9 on a phone and 5:2 on a wide screen,
 * so the page's content still shows above the fold. The largest image above the fold, so fetched
 * first and never lazily; its width and height reserve its space (no layout shift); its variants
 * let a phone take one its own width (ResponsivePicture).
 */
export function BannerImage({ src, alt, sizes = COLUMN_SIZES, sx = [] }: Props) {
  return (
    <ResponsivePicture
      src={src}
      alt={alt}
      width={1200}
      height={675}
      sizes={sizes}
      loading="high"
      sx={[
        {
          width: '100%',
          height: 'auto',
          aspectRatio: { xs: '16 / 9', md: '5 / 2' },
          objectFit: 'cover',
          borderRadius: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
