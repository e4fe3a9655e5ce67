import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { NotFoundNotice } from '../../../../components/NotFoundNotice';
import { QueryState } from '../../../../components/QueryState';
import { ShareButton } from '../../../../components/ShareButton';
import { publicTitle } from '../../../../config/constants';
import { PAGE_HEADINGS } from '../../../../config/page-headings';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { formatUtcDay } from '../../../../lib/dates';
import { useSiteOrigin } from '../../../../lib/site-origin';
import { useMatch } from '../../api/get-match';
import { usePublishedDraw, useResults } from '../../api/get-match-day';
import { matchCalendarUrl } from '../../match-day/calendar-links';
import { matchWaterStatus, useWaterStatuses, WaterStatusChip } from '../../../waters';
import { DrawTable } from './DrawTable';
import { ResultsTable } from './ResultsTable';

/**
 * /matches/{id}: the match, headed with its own name, its date, water and draw time; its results
 * once published and its published draw; a calendar file. What it says before the results does
 * not depend on today's date, so the server's page and the browser's first render agree.
 */
export function MatchPage() {
  const { id = '' } = useParams();
  const match = useMatch(id);
  const results = useResults(id);
  const draw = usePublishedDraw(id);
  const siteOrigin = useSiteOrigin();
  const statuses = useWaterStatuses().data;
  useDocumentTitle(publicTitle(match.data?.description ?? PAGE_HEADINGS.matchNotFound));

  return (
    <QueryState
      query={match}
      what="the match"
      empty={
        <NotFoundNotice
          heading={PAGE_HEADINGS.matchNotFound}
          sentence="There is no such match on the club's list."
          to="/matches"
          action="Back to the match list"
        />
      }
    >
      {({ description, date, location, drawTime }) => (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            {description}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {formatUtcDay(date)} at {location}, draw {drawTime}
          </Typography>
          {(() => {
            // The water closed (or restricted) on the match's day: said before anyone drives.
            const flag = matchWaterStatus(statuses, location, date.toISOString().slice(0, 10));
            return (
              flag && (
                <Typography sx={{ mb: 1 }}>
                  {location}: <WaterStatusChip status={flag} />
                  {flag.reason && ` ${flag.reason}.`}
                </Typography>
              )
            );
          })()}
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <Button href={matchCalendarUrl(id, siteOrigin)} variant="outlined">
              Add to calendar
            </Button>
            <ShareButton title={description} />
          </Stack>

          <Typography variant="h5" component="h2" gutterBottom>
            Results
          </Typography>
          <QueryState
            query={results}
            what="the results"
            empty={
              <Typography sx={{ mb: 2 }}>
                The results will be here once the match is weighed in.
              </Typography>
            }
            isEmpty={(published) => published.entries.length === 0}
          >
            {(published) => <ResultsTable results={published.entries} />}
          </QueryState>

          <Typography variant="h5" component="h2" gutterBottom sx={{ mt: 3 }}>
            Peg draw
          </Typography>
          <QueryState query={draw} what="the draw" empty="The draw is not published yet.">
            {(drawn) => <DrawTable assignments={drawn.assignments} label="Peg draw" />}
          </QueryState>
        </>
      )}
    </QueryState>
  );
}
