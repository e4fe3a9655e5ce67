import Box from '@mui/material/Box';
import type { WaterStatus } from '../../../config/water-status';
import { statusHeadline } from '../water-status-text';

/** Colours with text contrast of at least 4.5:1 (axe), each state its own. */
const COLOURS = {
  open: { bgcolor: '#e8f5e9', color: '#1b5e20', borderColor: '#a5d6a7' },
  closed: { bgcolor: '#b71c1c', color: '#fff', borderColor: '#b71c1c' },
  restricted: { bgcolor: '#fff3e0', color: '#7a3e00', borderColor: '#ffb74d' },
} as const;

/** A water's status in a word or few ("Closed until Sat 5 December"), as shown today. */
export function WaterStatusChip({
  status,
  size = 'small',
}: {
  status: WaterStatus;
  size?: 'small' | 'medium';
}) {
  return (
    <Box
      component="span"
      data-water-status={status.state}
      sx={{
        display: 'inline-block',
        px: 1,
        py: size === 'small' ? 0.125 : 0.5,
        border: 1,
        borderRadius: 1,
        fontSize: size === 'small' ? '0.8125rem' : '0.9375rem',
        fontWeight: 700,
        lineHeight: 1.5,
        ...COLOURS[status.state],
      }}
    >
      {statusHeadline(status)}
    </Box>
  );
}
