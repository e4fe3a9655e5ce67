import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A member's own page to someone signed out: its heading, what signing in shows, and the way in. */
export function SignInFirst({ heading, why }: { heading: string; why: string }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      <Typography>{why}</Typography>
      <Button component={RouterLink} to="/account/sign-in" variant="contained">
        Sign in
      </Button>
    </Stack>
  );
}
