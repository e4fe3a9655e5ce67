import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface Props {
  src: string;
  alt: string;
  /** Added to the banner's own style (for example a margin below it). */
  sx?: SxProps<Theme>;
}

/**
 * A page's banner photo (Home, Contact Us): full width, 16:9 on a phone and 5:2 on a wide screen,
 * so the page's content still shows above the fold. The largest image above the fold, so fetched
 * first and never lazily; its width and height reserve its space (no layout shift).
 */
export function BannerImage({ src, alt, sx = [] }: Props) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={1200}
      height={675}
      fetchPriority="high"
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
