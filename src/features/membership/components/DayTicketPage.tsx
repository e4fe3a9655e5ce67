import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { publicTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AdminServerError } from '../../../lib/admin-server';
import { fetchDayTicket } from '../api/day-tickets';
import { ticketBeingPaid } from '../day-ticket-return';
import { CheckoutPaidNote } from './CheckoutPaidNote';
import { PermitDetails } from './PermitDetails';

/**
 * /day-tickets/{id}?key=… (issue 33, point 6): the ticket its link opens, with its QR.
 * The key proves the holder; the page is the app shell on the server and never kept in a shared
 * cache (lib/private-path.ts), and its query is not kept on the phone.
 */
export function DayTicketPage() {
  useDocumentTitle(publicTitle('Day ticket'));
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const [paying] = useState(() => (id === 'paid' ? ticketBeingPaid() : null));
  const ticket = useQuery({
    queryKey: ['dayTicket', id, key],
    queryFn: () => fetchDayTicket(id, key),
    enabled: key !== '',
    // A wrong or refunded link is said at once; a failure to reach the server is tried again, and
    // so is "not paid yet" (409) for a while: back from Stripe, its webhook may not have come.
    retry: (count, error) =>
      error instanceof AdminServerError && error.status === 409
        ? count < 10
        : !(error instanceof AdminServerError && error.status >= 400) && count < 2,
    retryDelay: 2000,
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="h4" component="h1">
        Day ticket
      </Typography>
      {id === 'paid' && search.get('session_id') ? (
        // Back from Stripe's checkout (admin-server's CHECKOUT_RETURN_PATHS): no key here, so to
        // the ticket this tab was paying for.
        paying ? (
          <Navigate to={paying} replace />
        ) : (
          <CheckoutPaidNote kind="dayTicket" />
        )
      ) : key === '' ? (
        <Alert severity="error">
          This link is incomplete. Open the ticket&apos;s whole address again: it ends with its key.
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
