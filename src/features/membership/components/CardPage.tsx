import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { publicTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { fetchPermit } from '../api/account-calls';
import { forgetKeptCards, keepCard, readKeptCard } from '../api/kept-card';
import type { KeptCard } from '../types';
import { useMember } from '../use-member';
import { PermitDetails } from './PermitDetails';
import { SignInFirst } from './SignInFirst';

type CardState =
  | { step: 'loading' }
  | { step: 'shown'; card: KeptCard; problem?: string }
  | { step: 'none'; problem: string };

/**
 * /account/card (issue 33, point 5): the member's permit with its QR. It opens with no signal: the
 * last permit fetched is kept on this phone for the signed-in member only (api/kept-card.ts) and
 * removed at sign-out; with signal a fresh one replaces it.
 */
export function CardPage() {
  useDocumentTitle(publicTitle('Membership card'));
  const session = useMember();
  const uid = session.status === 'signedIn' ? session.user.uid : undefined;
  const [state, setState] = useState<CardState>({ step: 'loading' });

  useEffect(() => {
    // Nobody signed in: no card may stay on the phone.
    if (session.status === 'signedOut') void forgetKeptCards();
  }, [session.status]);

  useEffect(() => {
    if (!uid) return;
    let stopped = false;
    void (async () => {
      const kept = await readKeptCard(uid).catch(() => undefined);
      if (stopped) return;
      if (kept) setState({ step: 'shown', card: kept });
      try {
        const permit = await fetchPermit();
        const card: KeptCard = { ...permit, checkedAt: new Date().toISOString() };
        await keepCard(uid, card).catch(() => undefined);
        if (!stopped) setState({ step: 'shown', card });
      } catch (error) {
        if (stopped) return;
        const problem = errorMessage(error, 'check your card with the club');
        setState(kept ? { step: 'shown', card: kept, problem } : { step: 'none', problem });
      }
    })();
    return () => {
      stopped = true;
    };
  }, [uid]);

  if (session.status === 'unknown') return <PageSpinner label="Loading your card" />;
  if (session.status === 'signedOut') {
    return <SignInFirst heading="Membership card" why="Sign in to show your membership card." />;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="h4" component="h1">
        Membership card
      </Typography>
      {state.step === 'loading' && <PageSpinner label="Loading your card" />}
      {state.step === 'none' && <Alert severity="error">{state.problem}</Alert>}
      {state.step === 'shown' && (
        <>
          <PermitDetails token={state.card.token} claims={state.card.claims} />
          <Typography variant="body2" data-testid="card-kept">
            Kept on this phone, checked{' '}
            {new Date(state.card.checkedAt).toLocaleString('en-GB', {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
            .
          </Typography>
          {state.problem && <Alert severity="info">{state.problem}</Alert>}
        </>
      )}
      <Button component={RouterLink} to="/account" variant="outlined">
        My membership
      </Button>
    </Stack>
  );
}
