import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { useNotify } from '../../../components/notifications/notifier-context';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatUtcDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteMatch } from '../api/delete-match';
import { useMatches } from '../api/get-matches';
import type { Match } from '../types';
import { AddMatchDialog } from './AddMatchDialog';
import { MatchesAdminTable } from './MatchesAdminTable';

export function ManageMatchesPage() {
  useDocumentTitle(adminTitle('Manage Matches'));
  const matches = useMatches();
  const deleteMatch = useDeleteMatch();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Match | null>(null);

  function confirmDelete() {
    if (!toDelete) return;
    deleteMatch.mutate(toDelete.id, {
      onSuccess: () => notify(`${toDelete.description} was deleted.`, 'success'),
      onError: (error) => notify(errorMessage(error, 'delete the match'), 'error'),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Matches
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add Match
        </Button>
        <Button variant="outlined" component={RouterLink} to="/admin/manage-matches/match-rules">
          Edit Rules
        </Button>
      </Stack>
      {matches.isPending && <PageSpinner label="Loading the matches" />}
      {matches.isError && <ErrorNotice message={errorMessage(matches.error, 'load the matches')} />}
      {matches.data && <MatchesAdminTable matches={matches.data} onDelete={setToDelete} />}
      <AddMatchDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        message={
          toDelete
            ? `Delete ${toDelete.description} on ${formatUtcDay(toDelete.date)}?`
            : 'Delete this match?'
        }
        busy={deleteMatch.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
