import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HomeQuerySection } from '../../../components/HomeQuerySection';
import { formatLongUtcDay } from '../../../lib/dates';
import { useNextMatch } from '../api/get-home-matches';

/** The home page's next match: its name, day, water and draw time, and a link to it. */
export function NextMatch() {
  const next = useNextMatch();
  return (
    <HomeQuerySection
      title="Next match"
      id="home-next-match"
      query={next}
      what="the next match"
      empty="No match is listed yet."
      more={{ to: '/matches', label: 'All matches' }}
    >
      {(match) => (
        <>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {match.description}
          </Typography>
          <Typography>{formatLongUtcDay(match.date)}</Typography>
          <Typography>
            {match.location}, draw at {match.drawTime}
          </Typography>
          <Button
            component={RouterLink}
            to={`/matches/${match.id}`}
            variant="outlined"
            sx={{ mt: 1.5, mr: 1 }}
          >
            About this match
          </Button>
        </>
      )}
    </HomeQuerySection>
  );
}
