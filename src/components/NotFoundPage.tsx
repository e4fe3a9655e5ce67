import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 2 }}>That page does not exist on the club site.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to the home page
      </Button>
    </>
  );
}
