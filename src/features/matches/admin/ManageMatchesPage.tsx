import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { QueryState } from '../../../components/admin/QueryState';
import { formatUtcDay } from '../../../lib/dates';
import { useDeleteMatch } from '../api/delete-match';
import { useMatches } from '../api/get-matches';
import type { Match } from '../types';
import { MatchesAdminTable } from './MatchesAdminTable';

// The date and time pickers load with the dialog, when Add Match is first pressed.
const AddMatchDialog = lazy(() =>
  import('./AddMatchDialog').then((m) => ({ default: m.AddMatchDialog })),
);

export function ManageMatchesPage() {
  const matches = useMatches();
  const deleteMatch = useDeleteMatch();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Match | null>(null);
  return (
    <AdminPage
      title="Manage Matches"
      actions={
        <>
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add Match
          </Button>
          <Button variant="outlined" component={RouterLink} to="/admin/manage-matches/match-rules">
            Edit Rules
          </Button>
          {/* This page is for manageMatches only, as is match day: no further check needed. */}
          <Button variant="outlined" component={RouterLink} to="/admin/match-day">
            Match Day
          </Button>
        </>
      }
    >
      <QueryState query={matches} what="the matches">
        {(rows) => <MatchesAdminTable matches={rows} onDelete={setToDelete} />}
      </QueryState>
      {adding && (
        <Suspense fallback={null}>
          <AddMatchDialog open onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <ConfirmDelete
        item={toDelete}
        question={(match) => `Delete ${match.description} on ${formatUtcDay(match.date)}?`}
        onDelete={(match) => deleteMatch.mutateAsync(match.id)}
        done={(match) => `${match.description} was deleted.`}
        failureAction="delete the match"
        onClose={() => setToDelete(null)}
      />
    </AdminPage>
  );
}
