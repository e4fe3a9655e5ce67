import type { AdminColumn } from '../../../components/admin/AdminList';
import { formatUtcDay } from '../../../lib/dates';
import type { Match } from '../types';
import { isPastMatch } from './is-past-match';

/** Date, Description, Location, Draw Time; past dates in bold red with "(past)". */
export function matchColumns(now = new Date()): AdminColumn<Match>[] {
  return [
    {
      header: 'Date',
      render: (match) => formatUtcDay(match.date) + (isPastMatch(match.date, now) ? ' (past)' : ''),
      sx: (match) =>
        isPastMatch(match.date, now) ? { color: 'error.main', fontWeight: 'bold' } : undefined,
    },
    { header: 'Description', render: (match) => match.description },
    { header: 'Location', render: (match) => match.location },
    { header: 'Draw Time', render: (match) => match.drawTime },
  ];
}
