import Typography from '@mui/material/Typography';
import { formatUtcDay } from '../../../../lib/dates';
import type { Match } from '../../types';

/** Which match a match-day screen works on: "May Open, 02/05/2026 at Weston". */
export function MatchHeading({ match }: { match: Match }) {
  return (
    <Typography variant="h5" component="h2" sx={{ mb: 2, overflowWrap: 'break-word' }}>
      {match.description}, {formatUtcDay(match.date)} at {match.location}
    </Typography>
  );
}
