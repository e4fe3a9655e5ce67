import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { adminTitle } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { hasPermission, signOut, useAuth } from '../../features/auth';
import { ADMIN_AREAS } from './admin-areas';

/** /admin: a button for each area the admin may manage, Recently Deleted and Sign Out. */
export function AdminDashboardPage() {
  useDocumentTitle(adminTitle('Admin Dashboard'));
  const auth = useAuth();
  const navigate = useNavigate();
  if (auth.status !== 'signedIn') return null;

  const firstName = (auth.user.displayName || auth.user.email).split(/\s+/)[0];

  async function handleSignOut() {
    await signOut();
    navigate('/');
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin Dashboard for {firstName}
      </Typography>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        {ADMIN_AREAS.filter((area) => hasPermission(auth.permissions, area.flag)).map((area) => (
          <Button key={area.path} component={RouterLink} to={area.path} variant="contained">
            {area.label}
          </Button>
        ))}
        {/* Every area but Manage Admins keeps a bin (src/lib/history). */}
        {ADMIN_AREAS.some(
          (area) => area.flag !== 'superAdmin' && hasPermission(auth.permissions, area.flag),
        ) && (
          <Button component={RouterLink} to="recently-deleted" variant="outlined">
            Recently Deleted
          </Button>
        )}
        <Button variant="outlined" onClick={handleSignOut}>
          Sign Out
        </Button>
      </Stack>
    </>
  );
}
