import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { publicTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AdminServerError } from '../../../lib/admin-server';
import { fetchDayTicket } from '../api/day-tickets';
import { CheckoutPaidNote } from './CheckoutPaidNote';
import { PermitDetails } from './PermitDetails';

/**
 * /day-tickets/{id}?key=… (issue 33, point 6): the ticket the emailed link opens, with its QR.
 * The key proves the holder; the page is the app shell on the server and never kept in a shared
 * cache (lib/private-path.ts), and its query is not kept on the phone.
 */
export function DayTicketPage() {
  useDocumentTitle(publicTitle('Day ticket'));
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const ticket = useQuery({
    queryKey: ['dayTicket', id, key],
    queryFn: () => fetchDayTicket(id, key),
    enabled: key !== '',
    // A wrong or refunded link is said at once; only a failure to reach the server is tried again.
    retry: (count, error) =>
      !(error instanceof AdminServerError && error.status >= 400) && count < 2,
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="h4" component="h1">
        Day ticket
      </Typography>
      {id === 'paid' && search.get('session_id') ? (
        // Back from Stripe's checkout (admin-server's CHECKOUT_RETURN_PATHS): no key here.
        <CheckoutPaidNote kind="dayTicket" />
      ) : key === '' ? (
        <Alert severity="error">
          This link is incomplete. Open the link from the ticket&apos;s email again.
        </Alert>
      ) : (
        <QueryState query={ticket} what="your ticket">
          {(permit) => (
            <>
              <Typography>Show this QR code to the bailiff on the bank.</Typography>
              <PermitDetails token={permit.token} claims={permit.claims} />
            </>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
