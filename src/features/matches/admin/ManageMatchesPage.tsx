import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import { formatUtcDay } from '../../../lib/dates';
import { useDeleteMatch } from '../api/delete-match';
import { useMatches } from '../api/get-matches';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import { matchRef } from '../api/add-match';
import { MatchDialog } from './MatchDialog';
import { matchColumns } from './match-columns';

export function ManageMatchesPage() {
  const deleteMatch = useDeleteMatch();
  return (
    <AdminPage
      title="Manage Matches"
      buttons={[
        { label: 'Add Match', dialog: (close) => <MatchDialog onClose={close} /> },
        { label: 'Edit Rules', to: '/admin/manage-matches/match-rules' },
        // This page is for manageMatches only, as is match day: no further check needed.
        { label: 'Match Day', to: '/admin/match-day' },
      ]}
    >
      <CrudList
        label="Matches"
        query={useMatches()}
        rowName={(match) => `${match.description} on ${formatUtcDay(match.date)}`}
        columns={matchColumns()}
        actions={(match) => [
          {
            label: 'History',
            dialog: (close) => (
              <HistoryDialog
                area="manageMatches"
                path={matchRef(match.id).path}
                name={match.description}
                onClose={close}
              />
            ),
          },
        ]}
        editDialog={(match) => (close) => <MatchDialog match={match} onClose={close} />}
        remove={{
          restorable: true,
          question: (match) => `Delete ${match.description} on ${formatUtcDay(match.date)}?`,
          onDelete: (match) => deleteMatch.mutateAsync({ id: match.id, title: match.description }),
          done: (match) => `${match.description} was deleted.`,
          failureAction: 'delete the match',
        }}
      />
    </AdminPage>
  );
}
