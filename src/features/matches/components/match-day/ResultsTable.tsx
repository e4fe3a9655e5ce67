import { DataTable } from '../../../../components/DataTable';
import type { MatchResult } from '../../match-day/positions';
import { poundsOuncesDrams } from '../../../../lib/weight-words';

/** A match's results: position, angler, peg, weight ("DNW" for did not weigh). */
export function ResultsTable({ results }: { results: MatchResult[] }) {
  return (
    <DataTable
      label="Results"
      rows={results}
      rowKey={(result) => `${result.peg}-${result.angler}`}
      narrow
      columns={[
        { header: 'Pos', render: (result) => result.position },
        { header: 'Angler', render: (result) => result.angler },
        { header: 'Peg', align: 'right', render: (result) => result.peg },
        {
          header: 'Weight',
          align: 'right',
          render: (result) =>
            result.weightDr === null ? 'DNW' : poundsOuncesDrams(result.weightDr),
        },
      ]}
    />
  );
}
