import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canRenew, STANDING_LABELS, type Standing } from '../../../config/membership';
import { errorMessage } from '../../../lib/error-message';
import { renewMembership } from '../api/account-calls';
import { useCardPayments } from '../api/get-pay-options';
import type { StandingSettings } from '../api/read-my-account';
import { formatIsoDay } from '../../../lib/dates';
import type { MemberRecord, PayInstruction } from '../types';
import { CardUnavailable, PaymentInstructions } from './PaymentInstructions';

/** Standings whose permit is good: the card can be shown. */
const CARD_STANDINGS: Standing[] = ['active', 'renewalDue', 'grace'];

interface Props {
  member: MemberRecord;
  standing: Standing;
  settings: StandingSettings;
}

/** The membership at a glance: type, standing, expiry; Renew when due; the card. */
export function MembershipSummary({ member, standing, settings }: Props) {
  const [renewal, setRenewal] = useState<{ pay: PayInstruction; amountPence?: number }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const card = useCardPayments();

  const renew = async (payBy?: 'card' | 'treasurer') => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await renewMembership(payBy);
      if (answer.pay.method === 'stripe') return window.location.assign(answer.pay.checkoutUrl);
      setRenewal(answer);
    } catch (error) {
      setProblem(errorMessage(error, 'start your renewal'));
    } finally {
      setBusy(false);
    }
  };

  const good = CARD_STANDINGS.includes(standing);
  return (
    <Stack spacing={2} component="section" aria-labelledby="membership-heading">
      <Typography variant="h5" component="h2" id="membership-heading">
        Membership
      </Typography>
      <Box>
        <Typography>
          {member.name}, member number {member.memberNumber}
        </Typography>
        <Typography>Type: {member.typeName}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
          <Typography>Standing:</Typography>
          <Chip
            label={STANDING_LABELS[standing]}
            color={good ? 'success' : 'default'}
            size="small"
            data-testid="standing"
          />
        </Stack>
        {member.paidUntil && (
          <Typography>
            {standing === 'lapsed' ? 'Expired' : 'Paid until'} {formatIsoDay(member.paidUntil)}
          </Typography>
        )}
      </Box>
      {standing === 'awaitingPayment' && (
        <PaymentInstructions bank={settings.bank} reference={member.paymentReference} signedIn />
      )}
      {standing === 'waitingList' && (
        <Alert severity="info">
          This membership type is full. You are on the waiting list: the membership secretary will
          email you when a place opens.
        </Alert>
      )}
      {good && (
        <Button component={RouterLink} to="/account/card" variant="contained">
          Show my membership card
        </Button>
      )}
      {standing === 'awaitingPayment' && card && !renewal && (
        // A first payment never made (a checkout left half way): the server's renew starts a new
        // checkout for it (admin-server's /account/renew), which this page used never to offer.
        <Button variant="outlined" onClick={() => void renew('card')} disabled={busy}>
          {busy ? 'Starting…' : 'Pay by card instead'}
        </Button>
      )}
      {standing === 'awaitingPayment' && renewal?.pay.method === 'bank' && (
        <CardUnavailable where="above" />
      )}
      {canRenew(standing) && !renewal && (
        <Stack spacing={1}>
          <Button
            variant="contained"
            color="secondary"
            onClick={() => void renew(card ? 'card' : 'treasurer')}
            disabled={busy}
          >
            {busy ? 'Renewing…' : card ? 'Renew by card' : 'Renew my membership'}
          </Button>
          {card && (
            // Some members pay cash at the clubhouse or by transfer, every year.
            <Button variant="outlined" onClick={() => void renew('treasurer')} disabled={busy}>
              Renew and pay the treasurer
            </Button>
          )}
        </Stack>
      )}
      {renewal?.pay.method === 'bank' && standing !== 'awaitingPayment' && (
        <PaymentInstructions
          bank={renewal.pay.bank}
          reference={member.paymentReference}
          amountPence={renewal.amountPence}
          cardUnavailable={renewal.pay.cardUnavailable}
          signedIn
        />
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
