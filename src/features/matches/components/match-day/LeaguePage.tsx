import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NativeSelectField } from '../../../../components/NativeSelectField';
import { PublicPage } from '../../../../components/PublicPage';
import { QueryState } from '../../../../components/QueryState';
import { PAGE_HEADINGS } from '../../../../config/page-headings';
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
  const seasons = useSeasons();
  const [chosen, setChosen] = useState<string>();
  const season =
    seasons.data?.find((s) => s.id === chosen) ?? (seasons.data && currentSeason(seasons.data));
  const results = useSeasonResults(season);

  return (
    <PublicPage title="League" heading={PAGE_HEADINGS.league}>
      <QueryState query={seasons} what="the seasons" empty="No league season has been set up yet.">
        {(list) =>
          season && (
            <>
              <NativeSelectField label="Season" value={season.id} onChange={setChosen}>
                {list.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelectField>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {describeRules(season.bestOf, season.scheme.kind === 'fixed')}
              </Typography>
              <QueryState
                query={results}
                what="the results"
                empty="No results have been published in this season yet."
              >
                {(published) => (
                  <LeagueTable
                    rows={leagueTable(
                      published.map((r) => ({
                        matchId: r.matchId,
                        date: r.date,
                        results: r.entries,
                      })),
                      season,
                    )}
                  />
                )}
              </QueryState>
            </>
          )
        }
      </QueryState>
    </PublicPage>
  );
}
