import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { poundsText } from '../money';
import type { BankDetails } from '../types';

interface Props {
  bank: BankDetails;
  reference: string;
  /** Left out when not known here (the membership type's price is on /join). */
  amountPence?: number;
  /** A card was asked for and could not be taken (PayInstruction's cardUnavailable). */
  cardUnavailable?: boolean;
  /** Shown on the member's own page (/account): no "sign in" to ask of them. */
  signedIn?: boolean;
}

/** Why the bank details show when a card was chosen: Stripe could not start a payment. */
export function CardUnavailable({ where }: { where: 'above' | 'below' }) {
  return (
    <Alert severity="warning">
      Card payments cannot be taken just now, and nothing has been charged. Please pay the treasurer
      as {where}, or try paying by card later from your account.
    </Alert>
  );
}

/** "Pay the treasurer": the club's bank details and the reference a transfer must quote. */
export function PaymentInstructions({
  bank,
  reference,
  amountPence,
  cardUnavailable,
  signedIn,
}: Props) {
  const rows: [string, string][] = [
    ...(amountPence !== undefined ? [['Amount', poundsText(amountPence)] as [string, string]] : []),
    ['Account name', bank.accountName],
    ['Sort code', bank.sortCode],
    ['Account number', bank.accountNumber],
    ['Reference', reference],
  ];
  return (
    <Box>
      {cardUnavailable && (
        <Box sx={{ mb: 2 }}>
          <CardUnavailable where="below" />
        </Box>
      )}
      <Typography sx={{ mb: 1 }}>
        Pay the treasurer by bank transfer, quoting the reference exactly, so we know the payment is
        yours. You can also pay in cash to the membership secretary, with the same reference.
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={label}>
              {value || 'Ask the treasurer'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="info" sx={{ mt: 2 }}>
        Your membership starts when the membership secretary has marked it paid.{' '}
        {signedIn ? 'Your card shows on this page then.' : 'Then sign in to see your card.'}
      </Alert>
    </Box>
  );
}
