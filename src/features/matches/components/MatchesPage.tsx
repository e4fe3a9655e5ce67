import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { PublicPage } from '../../../components/PublicPage';
import { QueryState } from '../../../components/QueryState';
import { PAGE_HEADINGS } from '../../../config/page-headings';
import { useSiteOrigin } from '../../../lib/site-origin';
import { usePastMatches, useUpcomingMatches } from '../api/get-match-list';
import { fixturesSubscribeUrl } from '../match-day/calendar-links';
import { MatchRulesList } from './MatchRulesList';
import { MatchTable } from './MatchTable';

/**
 * The match list, opening on the next match: "Hide Past Matches" (docs/product-spec.md §3) is the
 * one control, ticked when the page opens (issue 35, item 5; the specification had it start
 * unticked, which put a year of results above the next fixture). So a visit reads the upcoming
 * matches only; unticking reads the past ones, most recent first, page after page until all are
 * listed, each shown as it arrives (one table by date, as the specification lists them).
 */
export function MatchesPage() {
  const [hidePast, setHidePast] = useState(true);
  const upcoming = useUpcomingMatches();
  const past = usePastMatches(!hidePast);
  const siteOrigin = useSiteOrigin();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = past;
  useEffect(() => {
    if (!hidePast && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hidePast, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const pending = upcoming.isPending || (!hidePast && past.isPending);
  const pastShown = hidePast ? [] : (past.data?.pages.flatMap((page) => page.matches) ?? []);
  // The two reads, as one: the list shows when both have arrived.
  const list = {
    isPending: pending,
    isError: upcoming.isError || (!hidePast && past.isError),
    error: upcoming.error ?? past.error,
    data: pending ? undefined : [...pastShown.toReversed(), ...(upcoming.data ?? [])],
    refetch: () => Promise.all([upcoming.refetch(), ...(hidePast ? [] : [past.refetch()])]),
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
