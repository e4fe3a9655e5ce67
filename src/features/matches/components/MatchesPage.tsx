import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useSiteOrigin } from '../../../lib/site-origin';
import { usePastMatches, useUpcomingMatches } from '../api/get-match-list';
import { fixturesSubscribeUrl } from '../match-day/calendar-links';
import { MatchRulesList } from './MatchRulesList';
import { MatchTable } from './MatchTable';

/**
 * The match list: every upcoming match and the most recent past ones (older ones on request), so
 * a visit reads about as many documents as it shows, however many seasons the club has fished.
 */
export function MatchesPage() {
  const upcoming = useUpcomingMatches();
  const past = usePastMatches();
  const [hidePast, setHidePast] = useState(false);
  const siteOrigin = useSiteOrigin();
  const pending = upcoming.isPending || past.isPending;
  const pastShown = hidePast ? [] : (past.data?.pages.flatMap((page) => page.matches) ?? []);
  // The two reads, as one: the list shows when both have arrived.
  const list = {
    isPending: pending,
    isError: upcoming.isError || past.isError,
    error: upcoming.error ?? past.error,
    data: pending ? undefined : [...pastShown.toReversed(), ...(upcoming.data ?? [])],
    refetch: () => Promise.all([upcoming.refetch(), past.refetch()]),
  };

  return (
    <PublicPage title="Matches" heading={PAGE_HEADINGS.matches}>
      <FormControlLabel
        control={
          <Checkbox checked={hidePast} onChange={(event) => setHidePast(event.target.checked)} />
        }
        label="Hide Past Matches"
      />
      <QueryState query={list} what="the match list">
        {(shown) => (
          <>
            {!hidePast && past.hasNextPage && (
              <Button
                onClick={() => void past.fetchNextPage()}
                disabled={past.isFetchingNextPage}
                sx={{ mb: 1 }}
              >
                {past.isFetchingNextPage ? 'Loading older matches…' : 'Show older matches'}
              </Button>
            )}
            {shown.length === 0 ? (
              <Typography sx={{ my: 2 }}>
                {hidePast ? 'No upcoming matches are listed.' : 'No matches are listed yet.'}
              </Typography>
            ) : (
              <MatchTable matches={shown} />
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
              <Link href={fixturesSubscribeUrl(siteOrigin)}>Subscribe to the match calendar</Link>
              <Link component={RouterLink} to="/league">
                League table
              </Link>
            </Box>
          </>
        )}
      </QueryState>
      {/* Mounted at once, so the rules load alongside the matches, but shown only under the
          loaded list: the list arriving above would push them down (a layout shift). */}
      <Box sx={{ display: pending ? 'none' : undefined }}>
        <MatchRulesList />
      </Box>
    </PublicPage>
  );
}
