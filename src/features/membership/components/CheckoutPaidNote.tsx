import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router-dom';

const SAID = {
  membership:
    'Thank you: your payment went through. The club confirms it within a minute and emails your receipt; your membership then shows as active here.',
  dayTicket:
    'Thank you: your payment went through. This tab no longer holds the ticket, but the club emails you its link once the payment is confirmed.',
} as const;

/**
 * What a payer sees back from Stripe's checkout (`?session_id=`, admin-server's
 * CHECKOUT_RETURN_PATHS): only the verified webhook makes the payment count, so this says it is
 * on its way rather than done; `confirmed` once the page shows it counted (the membership active).
 */
export function CheckoutPaidNote({
  kind,
  confirmed = false,
}: {
  kind: keyof typeof SAID;
  confirmed?: boolean;
}) {
  const [search] = useSearchParams();
  if (!search.get('session_id')) return null;
  return (
    <Alert severity="success" role="status">
      {confirmed
        ? 'Thank you: your payment is confirmed and your membership is active.'
        : SAID[kind]}
    </Alert>
  );
}
