import { DataTable } from '../../../../components/DataTable';
import type { PegAssignment } from '../../match-day/peg-draw';

/** A peg draw, by peg. */
export function DrawTable({ assignments, label }: { assignments: PegAssignment[]; label: string }) {
  return (
    <DataTable
      label={label}
      rows={assignments.toSorted((a, b) => a.peg - b.peg)}
      rowKey={(assignment) => assignment.peg}
      columns={[
        { header: 'Peg', render: (assignment) => assignment.peg },
        { header: 'Angler', render: (assignment) => assignment.angler },
      ]}
    />
  );
}
