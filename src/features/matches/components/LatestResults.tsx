import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HomeQuerySection } from '../../../components/HomeQuerySection';
import { formatUtcDay } from '../../../lib/dates';
import { poundsOuncesDrams } from '../../../lib/weight-words';
import { useLatestResults } from '../api/get-home-matches';

/** The home page's latest results: each match, its day and water, its winner and their weight. */
export function LatestResults() {
  const latest = useLatestResults();
  return (
    <HomeQuerySection
      title="Latest results"
      id="home-latest-results"
      query={latest}
      what="the latest results"
      empty="No match has been fished yet."
    >
      {(matches) => (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {matches.map((match) => (
            <Typography component="li" key={match.id} sx={{ mb: 1.25 }}>
              <Link component={RouterLink} to={`/matches/${match.id}`} sx={{ fontWeight: 700 }}>
                {match.description}
              </Link>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {formatUtcDay(match.date)}, {match.location}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {match.winner ? (
                  <>
                    Won by {match.winner.angler}
                    {match.winner.weightDr !== null && (
                      // A weight is read whole: never split across lines.
                      <>
                        ,{' '}
                        <span style={{ whiteSpace: 'nowrap' }}>
                          {poundsOuncesDrams(match.winner.weightDr)}
                        </span>
                      </>
                    )}
                  </>
                ) : (
                  'Results to come'
                )}
              </Typography>
            </Typography>
          ))}
        </ul>
      )}
    </HomeQuerySection>
  );
}
