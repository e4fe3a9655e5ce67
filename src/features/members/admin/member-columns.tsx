import type { AdminColumn } from '../../../components/admin/AdminList';
import { STANDING_LABELS, type Standing } from '../../../config/membership';
import { formatIsoDay } from '../../../lib/dates';
import type { ClubMember } from '../types';

/** The register's columns (a table from 768 px, a card per member below). */
export function memberColumns(
  standing: (member: ClubMember) => Standing,
): AdminColumn<ClubMember>[] {
  return [
    { header: 'No.', render: (m) => m.memberNumber },
    { header: 'Name', render: (m) => m.name },
    { header: 'Email', render: (m) => m.email, long: true },
    { header: 'Type', render: (m) => m.typeName },
    {
      header: 'Standing',
      render: (m) =>
        `${STANDING_LABELS[standing(m)]}${m.closeRequestedAt ? ' (asked to close)' : ''}`,
      sx: (m) => (standing(m) === 'active' ? undefined : { fontWeight: 600 }),
    },
    { header: 'Paid until', render: (m) => (m.paidUntil ? formatIsoDay(m.paidUntil) : 'Not paid') },
    { header: 'Reference', render: (m) => m.paymentReference },
  ];
}
