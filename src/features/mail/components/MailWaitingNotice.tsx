import Alert from '@mui/material/Alert';
import { useMailStatus } from '../api/get-mail-status';

/**
 * "N emails waiting" for the admin dashboard: nothing while the outbox is empty and no email was
 * refused lately (or its status cannot be read: the dashboard stays usable), a warning when the
 * mail server is not taking mail or refused an address.
 */
export function MailWaitingNotice() {
  const status = useMailStatus().data;
  if (!status || (status.waiting === 0 && status.failed === 0)) return null;
  return (
    <Alert
      severity={status.stuck || status.failed > 0 ? 'warning' : 'info'}
      role="status"
      sx={{ mb: 2, maxWidth: 560 }}
    >
      {status.message}
    </Alert>
  );
}
