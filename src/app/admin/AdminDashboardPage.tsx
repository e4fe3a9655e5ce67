import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ToDoItem } from '../../components/admin/ToDoItem';
import { adminTitle } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { hasPermission, signOut, useAuth } from '../../features/auth';
import { useWaitingCatches } from '../../features/catches/api/count-waiting-catches';
import { MailWaitingNotice } from '../../features/mail/components/MailWaitingNotice';
import { MatchDayToDo } from '../../features/matches/admin/MatchDayToDo';
import { MembersToDo } from '../../features/members/admin/MembersToDo';
import { ADMIN_AREAS } from './admin-areas';
import { ServerJobsNotice } from './ServerJobsNotice';

const waitingText = (count: number) =>
  count === 0
    ? 'No catches wait for review.'
    : `${count} ${count === 1 ? 'catch waits' : 'catches wait'} for review.`;

/**
 * /admin: what needs doing in the admin's areas (catches waiting, today's match and its next step,
 * applications and renewals waiting), then a button for each area the admin may manage (the areas
 * table), Recently Deleted and Sign Out.
 */
export function AdminDashboardPage() {
  useDocumentTitle(adminTitle('Admin Dashboard'));
  const auth = useAuth();
  const navigate = useNavigate();
  const permissions = auth.status === 'signedIn' ? auth.permissions : null;
  const catches = hasPermission(permissions, 'manageCatches');
  const matches = hasPermission(permissions, 'manageMatches');
  const members = hasPermission(permissions, 'manageMembers');
  const waiting = useWaitingCatches(catches).data;
  if (auth.status !== 'signedIn') return null;

  const firstName = (auth.user.displayName || auth.user.email).split(/\s+/)[0];
  // A count on an area's button, by its path: what waits there.
  const counts: Partial<Record<string, number>> = { '/admin/manage-catches': waiting };

  async function handleSignOut() {
    await signOut();
    navigate('/');
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin Dashboard for {firstName}
      </Typography>
      <MailWaitingNotice />
      <ServerJobsNotice catches={catches} />
      {(catches || matches || members) && (
        <section aria-labelledby="to-do">
          <Typography id="to-do" variant="h6" component="h2" gutterBottom>
            What needs doing
          </Typography>
          <Stack
            component="ul"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, maxWidth: 560 }}
          >
            {catches && waiting !== undefined && (
              <ToDoItem
                text={waitingText(waiting)}
                {...(waiting > 0 && {
                  action: { label: 'Review catches', to: '/admin/manage-catches' },
                })}
              />
            )}
            {matches && <MatchDayToDo />}
            {members && <MembersToDo />}
          </Stack>
        </section>
      )}
      <Stack component="nav" aria-label="Admin areas" spacing={1.5} sx={{ maxWidth: 320 }}>
        {ADMIN_AREAS.filter((area) => hasPermission(permissions, area.flag)).map((area) => {
          const count = counts[area.path];
          return (
            <Button
              key={area.path}
              component={RouterLink}
              to={area.path}
              variant="outlined"
              sx={{ justifyContent: 'space-between' }}
              endIcon={
                count ? <Chip label={`${count} waiting`} color="error" size="small" /> : undefined
              }
            >
              {/* The count's chip is part of the name: "Manage Catches 3 waiting". */}
              {count ? `${area.label} ` : area.label}
            </Button>
          );
        })}
        {/* Every area but Manage Admins keeps a bin (src/lib/history). */}
        {ADMIN_AREAS.some(
          (area) => area.flag !== 'superAdmin' && hasPermission(permissions, area.flag),
        ) && (
          <Button
            component={RouterLink}
            to="recently-deleted"
            variant="outlined"
            sx={{ justifyContent: 'space-between' }}
          >
            Recently Deleted
          </Button>
        )}
        <Button variant="text" onClick={handleSignOut}>
          Sign Out
        </Button>
      </Stack>
    </>
  );
}
