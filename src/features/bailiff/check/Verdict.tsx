import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PermitVerdict } from '../../../config/membership';
import type { CheckResult } from './verify-permit';
import type { KeptWaterStatus } from './kept-water-status';
import { WaterStatusNote } from './WaterStatusNote';

type Reason = Extract<PermitVerdict, { valid: false }>['reason'];

/** The verdict in a word or two, readable at arm's length in sunlight. */
const REASON_TEXT: Record<Reason, { title: string; detail: string }> = {
  expired: { title: 'Expired', detail: 'This permit has run out.' },
  notYetValid: { title: 'Not yet valid', detail: 'This permit starts later.' },
  revoked: { title: 'Revoked', detail: 'The club has withdrawn this permit.' },
  wrongWater: {
    title: 'Not valid on this water today',
    detail: 'This permit is not for this water.',
  },
  closedSeason: {
    title: 'Closed season',
    detail: 'This water is in its closed season today.',
  },
  waterClosed: { title: 'Water closed', detail: 'The club has closed this water today.' },
};

/** Dark text on light tints, and white on the strong colours: contrast at least 4.5:1. */
const COLOURS = {
  valid: { bgcolor: '#1b5e20', color: '#fff' },
  invalid: { bgcolor: '#b71c1c', color: '#fff' },
  unknown: { bgcolor: '#424242', color: '#fff' },
} as const;

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/**
 * The answer to a check: VALID on green or what is wrong on red, with the holder's name, type,
 * number, dates and photo from the permit; the water's status when it is closed or restricted;
 * and, with no signal, the age of the list it used.
 */
export function Verdict({
  result,
  water,
  offlineNote,
  waterStatus,
}: {
  result: CheckResult;
  water: string;
  /** "Checked with no signal, list from …", when checked offline. */
  offlineNote?: string | undefined;
  /** The water's status as kept on the phone at the check. */
  waterStatus?: KeptWaterStatus | undefined;
}) {
  if (result.kind === 'notPermit') {
    return (
      <Paper role="status" sx={{ p: 2, ...COLOURS.unknown }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          Not a permit
        </Typography>
        <Typography>{result.message}</Typography>
      </Paper>
    );
  }
  const { claims, verdict } = result;
  const reason = verdict.valid ? null : REASON_TEXT[verdict.reason];
  return (
    <Paper
      role="status"
      aria-label={`Verdict: ${reason ? reason.title : 'Valid'}`}
      sx={{ p: 2, ...(verdict.valid ? COLOURS.valid : COLOURS.invalid) }}
    >
      <Typography variant="h3" component="p" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
        {reason ? reason.title : 'Valid'}
      </Typography>
      <Typography sx={{ mb: 2 }}>{reason ? reason.detail : `Good on ${water} today.`}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={claims.photo}
          alt={claims.photo ? `Photo of ${claims.name}` : undefined}
          sx={{ width: 96, height: 96, fontSize: 36 }}
        >
          {claims.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {claims.name}
          </Typography>
          <Typography>
            {claims.type}, {claims.kind === 'day' ? 'ticket' : 'member'} {claims.num}
          </Typography>
          {claims.until && (
            <Typography>
              {claims.from ? `${formatDay(claims.from)} to ` : 'Until '}
              {formatDay(claims.until)}
            </Typography>
          )}
          {claims.waters && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{claims.waters.join(', ')}</Typography>
          )}
        </Box>
      </Stack>
      {waterStatus && <WaterStatusNote water={water} kept={waterStatus} />}
      {offlineNote && (
        <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="offline-note">
          {offlineNote}
        </Typography>
      )}
    </Paper>
  );
}
