import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { QueryState } from '../../../components/QueryState';
import { publicTitle } from '../../../config/constants';
import { standingOn } from '../../../config/membership';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useMyAccount } from '../api/get-my-account';
import { clubToday } from '../../../config/club-time';
import { useMember } from '../use-member';
import { AccountActions } from './AccountActions';
import { CheckoutPaidNote } from './CheckoutPaidNote';
import { DetailsSection } from './DetailsSection';
import { EmailsSection } from './EmailsSection';
import { MembershipSummary } from './MembershipSummary';
import { MyCatchesSection } from './MyCatchesSection';
import { SignInFirst } from './SignInFirst';

/**
 * /account (issue 33, point 1): the signed-in member's own page. Rendered in the browser only
 * (lib/private-path.ts): no member data is ever in the server's HTML or a shared cache.
 */
export function AccountPage() {
  useDocumentTitle(publicTitle('My membership'));
  const session = useMember();
  const uid = session.status === 'signedIn' ? session.user.uid : undefined;
  const account = useMyAccount(uid);

  if (session.status === 'unknown') return <PageSpinner label="Loading your account" />;
  if (session.status === 'signedOut') {
    return (
      <Stack spacing={2}>
        <CheckoutPaidNote kind="membership" />
        <SignInFirst
          heading="My membership"
          why="Sign in to see your membership, your card and your catches."
        />
      </Stack>
    );
  }
  // The member's standing, once: the Stripe note and the summary both follow it.
  const data = account.data;
  const standing = data?.member ? standingOn(data.member, data.settings, clubToday()) : undefined;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        My membership
      </Typography>
      <CheckoutPaidNote kind="membership" confirmed={standing === 'active'} />
      <QueryState query={account} what="your membership">
        {({ member, settings }) =>
          member && standing ? (
            <>
              <MembershipSummary member={member} standing={standing} settings={settings} />
              <Divider />
              <DetailsSection member={member} uid={session.user.uid} />
              <Divider />
              <EmailsSection uid={session.user.uid} />
            </>
          ) : (
            <Alert severity="info">
              No membership is linked to {session.user.email}. If you joined with another email
              address, sign out and sign in with that one; or{' '}
              <RouterLink to="/join">join the club</RouterLink>.
            </Alert>
          )
        }
      </QueryState>
      <Divider />
      <MyCatchesSection uid={session.user.uid} />
      <Divider />
      <AccountActions member={account.data?.member ?? null} uid={session.user.uid} />
    </Stack>
  );
}
