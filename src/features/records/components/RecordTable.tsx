import { CellDetail, DataTable } from '../../../components/DataTable';
import { recordWeightText } from '../record-book';
import type { RecordEntry } from '../types';

interface RecordTableProps {
  /** The table's accessible name. */
  label: string;
  entries: RecordEntry[];
  /** What the third column says about each fish: who caught it (and where), or only where. */
  detail: 'angler' | 'water';
}

/** Records as species, weight and who/where: three columns, so it fits a phone. */
export function RecordTable({ label, entries, detail }: RecordTableProps) {
  return (
    <DataTable
      label={label}
      frame={label}
      rows={entries}
      rowKey={(entry) => entry.catchId + entry.fishType}
      narrow
      columns={[
        { header: 'Species', render: (entry) => entry.fishType },
        {
          header: 'Weight',
          align: 'right',
          sx: { whiteSpace: 'nowrap' },
          render: (entry) => recordWeightText(entry.weightOz),
        },
        detail === 'angler'
          ? {
              header: 'Angler',
              render: (entry) => (
                <>
                  {entry.memberName}
                  <CellDetail>{entry.catchLocation}</CellDetail>
                </>
              ),
            }
          : { header: 'Water', render: (entry) => entry.catchLocation },
      ]}
    />
  );
}
