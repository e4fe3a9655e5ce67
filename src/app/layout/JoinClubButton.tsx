import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { JOIN_PATH } from '../../config/constants';
import { CLUB_COLOURS } from '../theme';

/** "Join the club" in gold on the club's green: the home page's call and the footer's. */
export function JoinClubButton({ large = false }: { large?: boolean }) {
  return (
    <Button
      component={RouterLink}
      to={JOIN_PATH}
      variant="contained"
      size="large"
      sx={{
        bgcolor: CLUB_COLOURS.gold,
        color: CLUB_COLOURS.darkGreen,
        ...(large && { fontSize: '1.125rem', px: 4 }),
        '&:hover': { bgcolor: '#fff' },
      }}
    >
      Join the club
    </Button>
  );
}
