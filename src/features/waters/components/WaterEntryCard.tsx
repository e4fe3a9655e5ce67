import Card from '@mui/material/Card';
import { ResponsivePicture } from '../../../components/ResponsivePicture';
import { SafeHtml } from '../../../components/SafeHtml';
import type { ShownWaterEntry } from '../types';

interface WaterEntryCardProps {
  entry: ShownWaterEntry;
  /** Describes the picture, e.g. "Weston, picture 1". */
  alt: string;
  /**
   * The first entry's picture is fetched first, never lazily; the others lazily, the second too
   * although on a phone it is in the first view under a short first entry: lazy, it is asked for
   * once the page is laid out (at once) and after the first. Fetched at once as well, Lighthouse's
   * LCP of a water was no better (1.22-1.39 s either way, one bench run each).
   */
  first: boolean;
}

/** A water page entry: its picture beside (wide) or above (narrow) its text. */
export function WaterEntryCard({ entry, alt, first }: WaterEntryCardProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {entry.imgUrl && (
        <ResponsivePicture
          src={entry.imgUrl}
          alt={alt}
          width={1200}
          height={800}
          // Half of the column from md, the whole column below.
          sizes="(min-width: 1200px) 576px, (min-width: 900px) 50vw, 100vw"
          loading={first ? 'high' : 'lazy'}
          sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }}
        />
      )}
      <SafeHtml html={entry.text} sx={{ p: 2, typography: 'body1' }} />
    </Card>
  );
}
