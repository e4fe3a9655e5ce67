import Alert from '@mui/material/Alert';
import type { WaterStatus } from '../../../config/water-status';
import { statusHeadline } from '../water-status-text';
import { WaterStatusChip } from './WaterStatusChip';

/** A water page's status: a notice when closed or restricted (with why), a chip when open. */
export function WaterStatusNotice({ name, status }: { name: string; status: WaterStatus }) {
  if (status.state === 'open') return <WaterStatusChip status={status} size="medium" />;
  return (
    <Alert
      severity={status.state === 'closed' ? 'error' : 'warning'}
      data-water-status={status.state}
      sx={{ fontSize: '1rem' }}
    >
      <strong>
        {name}: {statusHeadline(status)}.
      </strong>{' '}
      {status.reason}.{' '}
      {status.state === 'closed' ? 'Please do not fish it until then.' : 'Check before you go.'}
    </Alert>
  );
}
