import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { AdminList } from '../../../../components/admin/AdminList';
import { AdminPage } from '../../../../components/admin/AdminPage';
import { QueryState } from '../../../../components/QueryState';
import { formatUtcDay } from '../../../../lib/dates';
import { useMatches } from '../../api/get-matches';
import { formatWinner } from '../../match-day/format-winner';

/** Match day: each match's draw and weigh-in, and the league seasons. */
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
        {(rows) => (
          <AdminList
            label="Matches"
            rows={rows.toReversed()}
            rowKey={(match) => match.id}
            rowName={(match) => match.description}
            columns={[
              { header: 'Date', render: (match) => formatUtcDay(match.date) },
              { header: 'Description', render: (match) => match.description },
              {
                header: 'Result',
                render: (match) => (match.winner ? formatWinner(match.winner) : '—'),
              },
            ]}
            actions={(match) => [
              { label: 'Draw', to: `/admin/match-day/${match.id}/draw` },
              { label: 'Weigh-in', to: `/admin/match-day/${match.id}/weigh-in` },
            ]}
            emptyText="No matches yet: add them in Manage Matches."
          />
        )}
      </QueryState>
    </AdminPage>
  );
}
