import { AdminList } from '../../../components/admin/AdminList';
import { formatUtcDay } from '../../../lib/dates';
import type { Match } from '../types';
import { isPastMatch } from './is-past-match';

interface MatchesAdminTableProps {
  matches: Match[];
  onDelete: (match: Match) => void;
  now?: Date;
}

/** Date, Description, Location, Draw Time, Action; past dates in bold red with "(past)". */
export function MatchesAdminTable({ matches, onDelete, now = new Date() }: MatchesAdminTableProps) {
  return (
    <AdminList
      label="Matches"
      rows={matches}
      rowKey={(match) => match.id}
      rowName={(match) => `${match.description} on ${formatUtcDay(match.date)}`}
      emptyText="No matches yet."
      columns={[
        {
          header: 'Date',
          render: (match) =>
            formatUtcDay(match.date) + (isPastMatch(match.date, now) ? ' (past)' : ''),
          sx: (match) =>
            isPastMatch(match.date, now) ? { color: 'error.main', fontWeight: 'bold' } : undefined,
        },
        { header: 'Description', render: (match) => match.description },
        { header: 'Location', render: (match) => match.location },
        { header: 'Draw Time', render: (match) => match.drawTime },
      ]}
      actions={(match) => [{ label: 'Delete', color: 'error', onClick: () => onDelete(match) }]}
    />
  );
}
