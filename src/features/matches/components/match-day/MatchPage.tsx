import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorNotice } from '../../../../components/ErrorNotice';
import { PageSpinner } from '../../../../components/PageSpinner';
import { ShareButton } from '../../../../components/ShareButton';
import { publicTitle } from '../../../../config/constants';
import { PAGE_HEADINGS } from '../../../../config/page-headings';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { formatUtcDay } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/error-message';
import { useMatch } from '../../api/get-match';
import { usePublishedDraw, useResults } from '../../api/get-match-day';
import { matchCalendarUrl } from '../../match-day/calendar-links';
import { DrawTable } from './DrawTable';
import { ResultsTable } from './ResultsTable';

/** /matches/{id}: the match, its results once published, its published draw, a calendar file. */
export function MatchPage() {
  const { id = '' } = useParams();
  const match = useMatch(id);
  const results = useResults(id);
  const draw = usePublishedDraw(id);
  useDocumentTitle(publicTitle(match.data?.description ?? 'Match Results'));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.matchResults}
      </Typography>
      {match.isPending ? (
        <PageSpinner label="Loading the match" />
      ) : match.isError ? (
        <ErrorNotice message={errorMessage(match.error, 'load the match')} />
      ) : match.data === null ? (
        <>
          <Typography sx={{ mb: 2 }}>There is no such match on the club's list.</Typography>
          <Button component={RouterLink} to="/matches" variant="contained">
            Back to the match list
          </Button>
        </>
      ) : (
        <>
          <Typography variant="h5" component="h2">
            {match.data.description}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {formatUtcDay(match.data.date)} at {match.data.location}, draw {match.data.drawTime}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <Button href={matchCalendarUrl(id)} variant="outlined">
              Add to calendar
            </Button>
            <ShareButton title={match.data.description} />
          </Stack>

          <Typography variant="h5" component="h2" gutterBottom>
            Results
          </Typography>
          {results.isPending ? (
            <PageSpinner label="Loading the results" />
          ) : results.isError ? (
            <ErrorNotice message={errorMessage(results.error, 'load the results')} />
          ) : results.data === null || results.data.entries.length === 0 ? (
            <Typography sx={{ mb: 2 }}>The results are not published yet.</Typography>
          ) : (
            <ResultsTable results={results.data.entries} />
          )}

          <Typography variant="h5" component="h2" gutterBottom sx={{ mt: 3 }}>
            Peg draw
          </Typography>
          {draw.isPending ? (
            <PageSpinner label="Loading the draw" />
          ) : draw.isError ? (
            <ErrorNotice message={errorMessage(draw.error, 'load the draw')} />
          ) : draw.data === null ? (
            <Typography>The draw is not published yet.</Typography>
          ) : (
            <DrawTable assignments={draw.data.assignments} label="Peg draw" />
          )}
        </>
      )}
    </>
  );
}
