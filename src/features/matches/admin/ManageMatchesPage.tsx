import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CollectionList } from '../../../components/admin/CollectionList';
import { formatUtcDay } from '../../../lib/dates';
import { matchesCollection } from '../api/matches-collection';
import type { MatchWithResult } from '../types';
import { isPastMatch } from './is-past-match';
import { MatchDialog } from './MatchDialog';
import { matchColumns } from './match-columns';
import { PastMatches } from './PastMatches';

// The past matches, most recent first (the api lists them by date, oldest first).
const latestFirst = {
  ...matchesCollection,
  rows: (matches: readonly MatchWithResult[]) => matches.toReversed(),
};

/** The list's props but its rows: one collection shown as two lists, to come and past. */
const listProps = {
  rowName: (match: MatchWithResult) => `${match.description} on ${formatUtcDay(match.date)}`,
  editDialog: (match: MatchWithResult) => (close: () => void) => (
    <MatchDialog match={match} onClose={close} />
  ),
};

/** Opens at the next match; the past ones are behind one control (issue 34). */
export function ManageMatchesPage() {
  const now = new Date();
  const past = useQuery(matchesCollection.list).data?.filter((m) => isPastMatch(m.date, now));
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
        filter={(match) => !isPastMatch(match.date, now)}
        columns={matchColumns(now)}
        emptyText="No matches to come: add one with Add Match."
        {...listProps}
      />
      <PastMatches count={past?.length ?? 0}>
        <CollectionList
          label="Past matches"
          api={latestFirst}
          filter={(match) => isPastMatch(match.date, now)}
          columns={matchColumns(now)}
          {...listProps}
        />
      </PastMatches>
    </AdminPage>
  );
}
