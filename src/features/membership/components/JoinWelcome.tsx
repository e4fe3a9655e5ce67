import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JoinResult } from '../types';
import { EmailLinkButton } from './EmailLinkButton';
import { PaymentInstructions } from './PaymentInstructions';

/** The answer to a join as this tab keeps it (JoinPage). */
export type Joined = JoinResult & { email: string };

/**
 * /join once the club's server has taken the application: the member number, how to pay (or the
 * waiting list), and a sign-in link. Its own file, loaded only when someone has joined: a visitor
 * about to join does not download the bank details' layout or the sign-in code.
 */
export function JoinWelcome({ joined, onAgain }: { joined: Joined; onAgain: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        Thank you for joining. Your member number is {joined.memberNumber}.
      </Alert>
      {joined.pay === null && (
        <Alert severity="info">
          This membership type is full, so you are on its waiting list. The membership secretary
          will email you when a place opens; nothing is paid until then.
        </Alert>
      )}
      {joined.pay?.method === 'bank' && (
        <PaymentInstructions
          bank={joined.pay.bank}
          reference={joined.paymentReference}
          amountPence={joined.amountPence}
          cardUnavailable={joined.pay.cardUnavailable}
        />
      )}
      <Typography>Sign in with a link sent to {joined.email}:</Typography>
      <EmailLinkButton email={joined.email} />
      <Link component="button" type="button" onClick={onAgain} sx={{ alignSelf: 'flex-start' }}>
        Join someone else
      </Link>
    </Stack>
  );
}
