import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router-dom';
import { AdminList, type AdminColumn } from '../../../../components/admin/AdminList';
import { AdminPage } from '../../../../components/admin/AdminPage';
import { QueryState } from '../../../../components/QueryState';
import { formatUtcDay } from '../../../../lib/dates';
import { useMatches } from '../../api/get-matches';
import { formatWinner } from '../../match-day/format-winner';
import type { MatchWithResult } from '../../types';
import { PastMatches } from '../PastMatches';
import { todayFirst, type TodayFirst } from '../today-first';

function columns(focus: TodayFirst<MatchWithResult>['focus']): AdminColumn<MatchWithResult>[] {
  return [
    {
      header: 'Date',
      render: (match) => (
        <>
          {formatUtcDay(match.date)}
          {match.id === focus?.id && (
            <Chip
              label={focus.when === 'Today' ? 'Today' : 'Next match'}
              color={focus.when === 'Today' ? 'success' : 'primary'}
              size="small"
              sx={{ ml: 1 }}
            />
          )}
        </>
      ),
    },
    { header: 'Description', render: (match) => match.description },
    {
      header: 'Result',
      render: (match) => (match.winner ? formatWinner(match.winner) : '—'),
    },
  ];
}

/** What the two lists (to come, past) show alike: each match's key, name and buttons. */
const matchRows = {
  rowKey: (match: MatchWithResult) => match.id,
  rowName: (match: MatchWithResult) => match.description,
  actions: (match: MatchWithResult) => [
    { label: 'Draw', to: `/admin/match-day/${match.id}/draw` },
    { label: 'Weigh-in', to: `/admin/match-day/${match.id}/weigh-in` },
  ],
};

/**
 * Match day: each match's draw and weigh-in, today's (else the next) first and marked, the past
 * ones behind one control; and the league seasons.
 */
export function MatchDayIndexPage() {
  const matches = useMatches();
  return (
    <AdminPage
      title="Match Day"
      back={{ to: '/admin/manage-matches', label: 'Back to Manage Matches' }}
      actions={
        <Button component={RouterLink} to="/admin/match-day/seasons" variant="contained">
          League seasons
        </Button>
      }
    >
      <QueryState query={matches} what="the matches">
        {(rows) => {
          const { upcoming, past, focus } = todayFirst(rows);
          return (
            <>
              <AdminList
                label="Matches to come"
                rows={upcoming}
                columns={columns(focus)}
                {...matchRows}
                emptyText={
                  past.length
                    ? 'No matches to come: add them in Manage Matches.'
                    : 'No matches yet: add them in Manage Matches.'
                }
              />
              <PastMatches count={past.length}>
                <AdminList
                  label="Past matches"
                  rows={past}
                  columns={columns(undefined)}
                  {...matchRows}
                />
              </PastMatches>
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
