import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsivePicture } from '../../../components/ResponsivePicture';
import type { Water } from '../../../config/waters';
import { useShownWaterEntries } from '../api/get-water-entries';
import { useWaterStatuses } from '../api/get-water-status';
import { shownStatus } from '../water-status-text';
import { WaterStatusChip } from './WaterStatusChip';

/**
 * A water on the overview: its first picture and name, the whole card linking to its page. The
 * first card's picture is the page's largest element: fetched first (and the first script,
 * src/app/start/wait-for-paint.ts, waits for its paint before starting the app); the others lazily.
 */
export function WaterOverviewCard({ water, first }: { water: Water; first: boolean }) {
  // Also warms the cache, so the water's own page opens at once.
  const entries = useShownWaterEntries(water.key);
  const status = useWaterStatuses().data?.[water.key];
  const picture = entries.data
    ?.toSorted((a, b) => a.pagePosition - b.pagePosition)
    .find((entry) => entry.imgUrl)?.imgUrl;

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/waters/${water.slug}`} sx={{ height: '100%' }}>
        {/* A fixed-ratio frame, so the card does not jump when the picture arrives. */}
        <Box sx={{ aspectRatio: '3 / 2', bgcolor: 'grey.200' }}>
          {picture && (
            <ResponsivePicture
              src={picture}
              // The card's heading names the water; the picture adds nothing for a screen reader.
              alt=""
              width={1200}
              height={800}
              // A third of the column from md (CardGrid), the whole column below.
              sizes="(min-width: 1200px) 373px, (min-width: 900px) 32vw, 100vw"
              loading={first ? 'high' : 'lazy'}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
        </Box>
        <CardContent>
          <Typography variant="h6" component="h2">
            {water.name}
          </Typography>
          {status && (
            <Box sx={{ mb: 0.5 }}>
              <WaterStatusChip status={shownStatus(status)} />
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            How to find and fish {water.name}, its records and pictures
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
