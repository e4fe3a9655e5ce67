import Typography from '@mui/material/Typography';
import { formatShortDateTime } from '../../../lib/dates';
import { statusSentence, type KeptWaterStatus } from './kept-water-status';

/**
 * Beside a verdict: the water's status when it is not open, with when the phone learnt it (an
 * open water needs no words), or that this phone has no statuses yet.
 */
export function WaterStatusNote({ water, kept }: { water: string; kept: KeptWaterStatus }) {
  if (!kept.status) {
    return (
      <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="water-status">
        This phone has no water statuses yet: sync with signal to see if {water} is closed.
      </Typography>
    );
  }
  const sentence = statusSentence(water, kept.status);
  if (!sentence) return null;
  return (
    <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="water-status">
      {sentence} Water status as of {formatShortDateTime(kept.asOf)}
      {kept.stale ? ': it may have changed since.' : '.'}
    </Typography>
  );
}
