import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { adminTitle, publicTitle } from '../config/constants';
import { useDocumentTitle } from '../hooks/use-document-title';

export const NOT_FOUND = 'Page not found';

/**
 * Any address the site does not have. Its tab says so, in the manner of the part of the site it is
 * in: "PAC - Page not found" under /admin, "Priory Angling Club - Page not found" elsewhere.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const inBackOffice = pathname === '/admin' || pathname.startsWith('/admin/');
  useDocumentTitle(inBackOffice ? adminTitle(NOT_FOUND) : publicTitle(NOT_FOUND));
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {NOT_FOUND}
      </Typography>
      <Typography sx={{ mb: 2 }}>That page does not exist on the club site.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to the home page
      </Button>
    </>
  );
}
