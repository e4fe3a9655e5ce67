import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorNotice } from '../../../../components/ErrorNotice';
import { NativeSelectField } from '../../../../components/NativeSelectField';
import { PageSpinner } from '../../../../components/PageSpinner';
import { publicTitle } from '../../../../config/constants';
import { PAGE_HEADINGS } from '../../../../config/page-headings';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { errorMessage } from '../../../../lib/error-message';
import { useSeasonResults, useSeasons } from '../../api/get-league';
import { currentSeason } from '../../match-day/current-season';
import { leagueTable } from '../../match-day/league';
import { LeagueTable } from './LeagueTable';

function describeRules(bestOf: number | null, fixed: boolean): string {
  const points = fixed
    ? 'Points from the season’s table by position'
    : 'Points by position: 1st scores the number of anglers, 2nd one fewer, and so on';
  const counted = bestOf === null ? 'every match counts' : `each angler’s best ${bestOf} count`;
  return `${points}; ${counted}; ties are split on total weight.`;
}

/** /league: a season's league table (the current season by default), computed from its results. */
export function LeaguePage() {
  useDocumentTitle(publicTitle('League'));
  const seasons = useSeasons();
  const [chosen, setChosen] = useState<string>();
  const season =
    seasons.data?.find((s) => s.id === chosen) ?? (seasons.data && currentSeason(seasons.data));
  const results = useSeasonResults(season);

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_HEADINGS.league}
      </Typography>
      {seasons.isPending ? (
        <PageSpinner label="Loading the seasons" />
      ) : seasons.isError ? (
        <ErrorNotice message={errorMessage(seasons.error, 'load the seasons')} />
      ) : !season ? (
        <Typography>No league season has been set up yet.</Typography>
      ) : (
        <>
          <NativeSelectField label="Season" value={season.id} onChange={setChosen}>
            {seasons.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelectField>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {describeRules(season.bestOf, season.scheme.kind === 'fixed')}
          </Typography>
          {results.isPending ? (
            <PageSpinner label="Loading the results" />
          ) : results.isError ? (
            <ErrorNotice message={errorMessage(results.error, 'load the results')} />
          ) : results.data.length === 0 ? (
            <Typography>No results have been published in this season yet.</Typography>
          ) : (
            <LeagueTable
              rows={leagueTable(
                results.data.map((r) => ({ matchId: r.matchId, date: r.date, results: r.entries })),
                season,
              )}
            />
          )}
        </>
      )}
    </>
  );
}
