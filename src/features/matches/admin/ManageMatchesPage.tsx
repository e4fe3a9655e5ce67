import { AdminPage } from '../../../components/admin/AdminPage';
import { CollectionList } from '../../../components/admin/CollectionList';
import { formatUtcDay } from '../../../lib/dates';
import { matchesCollection } from '../api/matches-collection';
import { MatchDialog } from './MatchDialog';
import { matchColumns } from './match-columns';

export function ManageMatchesPage() {
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
      {/* History, Delete ("Delete {row name}?", restorable) and Undo come with the api. */}
      <CollectionList
        label="Matches"
        api={matchesCollection}
        rowName={(match) => `${match.description} on ${formatUtcDay(match.date)}`}
        columns={matchColumns()}
        editDialog={(match) => (close) => <MatchDialog match={match} onClose={close} />}
      />
    </AdminPage>
  );
}
