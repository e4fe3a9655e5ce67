import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { CLUB_NAME } from '../../../config/constants';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useMembershipTypes } from '../api/get-membership-types';
import { useCardPayments } from '../api/get-pay-options';
import type { JoinResult } from '../types';
import { useSessionText, writeSession } from '../use-session-draft';
import { JoinForm } from './JoinForm';
import type { Joined } from './JoinWelcome';

/** The answer to a join, kept for this tab: a reload still shows the bank details. */
const RESULT_KEY = 'pac-join-result';
// The answer's own file: a visitor about to join does not download it (nor the sign-in code).
const JoinWelcome = lazy(() => import('./JoinWelcome').then((m) => ({ default: m.JoinWelcome })));

/**
 * /join (issue 33, point 3): a public page, rendered by the server with the membership types and
 * prices only; everything the visitor types stays in their browser until they send it.
 */
export function JoinPage() {
  const types = useMembershipTypes();
  // Known after hydration (the server's HTML offers the treasurer alone, as a club without Stripe).
  const cardPayments = useCardPayments();
  // Read after hydration: the server's HTML never holds a visitor's answer.
  const kept = useSessionText(RESULT_KEY);
  const joined = kept ? (JSON.parse(kept) as Joined) : undefined;

  const onJoined = (result: JoinResult, email: string) => {
    if (result.pay?.method === 'stripe') {
      // Stripe's hosted checkout: no card data ever reaches the club's servers.
      window.location.assign(result.pay.checkoutUrl);
      return;
    }
    writeSession(RESULT_KEY, { ...result, email } satisfies Joined);
    window.scrollTo({ top: 0 });
  };

  return (
    <PublicPage title="Join" heading={PAGE_HEADINGS.join}>
      {joined ? (
        <Suspense fallback={<PageSpinner />}>
          <JoinWelcome joined={joined} onAgain={() => writeSession(RESULT_KEY, null)} />
        </Suspense>
      ) : (
        <Stack spacing={2}>
          <Typography>
            Join {CLUB_NAME} for the season: choose your membership, tell us who you are, and pay
            online or to the treasurer. Already a member?{' '}
            <Link component={RouterLink} to="/account/sign-in" underline="always">
              Sign in
            </Link>
            .
          </Typography>
          <QueryState
            query={types}
            what="the membership types"
            empty="The club is not taking new members online yet. Please see Contact Us."
          >
            {(list) => <JoinForm types={list} onJoined={onJoined} cardPayments={cardPayments} />}
          </QueryState>
        </Stack>
      )}
    </PublicPage>
  );
}
