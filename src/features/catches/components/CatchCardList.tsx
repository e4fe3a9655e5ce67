import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Catch } from '../types';
import { weightText } from '../weight-text';
import { CatchThumbnail } from './CatchThumbnail';

interface Props {
  catches: Catch[];
  onOpenPhoto: (fish: Catch) => void;
}

/** The catches stacked as cards on a phone, so the page never scrolls sideways. */
export function CatchCardList({ catches, onOpenPhoto }: Props) {
  return (
    <Box component="ul" aria-label="Member catches" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {catches.map((fish) => (
        <Paper
          component="li"
          key={fish.id}
          variant="outlined"
          sx={{ display: 'flex', gap: 1.5, p: 1, mb: 1 }}
        >
          <CatchThumbnail fish={fish} onOpen={onOpenPhoto} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {fish.memberName}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {fish.fishType}, {weightText(fish.fishLbs, fish.fishOz)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {fish.catchLocation}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
