import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HomeSection } from '../../../components/HomeSection';
import { QueryState } from '../../../components/QueryState';
import { formatLongUtcDay } from '../../../lib/dates';
import { useNextMatch } from '../api/get-home-matches';

/** The home page's next match: its name, day, water and draw time, and a link to it. */
export function NextMatch() {
  const next = useNextMatch();
  return (
    <HomeSection title="Next match" id="home-next-match">
      <QueryState
        query={next}
        what="the next match"
        empty={<Typography>No match is listed yet.</Typography>}
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
            <Button component={RouterLink} to="/matches" sx={{ mt: 1.5 }}>
              All matches
            </Button>
          </>
        )}
      </QueryState>
    </HomeSection>
  );
}
