import Box from '@mui/material/Box';
import { CellDetail, DataTable } from '../../../../components/DataTable';
import type { LeagueRow } from '../../match-day/league';
import { poundsOuncesDrams } from '../../../../lib/weight-words';

/**
 * The league table. Under each angler, their points match by match; a dropped result (outside
 * the best N) is struck through and says "dropped" to a screen reader.
 */
export function LeagueTable({ rows }: { rows: LeagueRow[] }) {
  return (
    <DataTable
      label="League table"
      frame="League standings"
      rows={rows}
      rowKey={(row) => row.angler}
      sx={{
        '& td, & th': { px: { xs: 0.5, sm: 2 } },
        '& td:first-of-type, & th:first-of-type': { pl: 1 },
      }}
      columns={[
        { header: 'Pos', render: (row) => row.position },
        { header: 'Angler', render: (row) => <AnglerScores row={row} /> },
        { header: 'Pts', align: 'right', render: (row) => row.points },
        { header: 'Fished', align: 'right', render: (row) => row.matchesFished },
        { header: 'Weight', align: 'right', render: (row) => poundsOuncesDrams(row.totalWeightDr) },
      ]}
    />
  );
}

/** The angler's name, and beneath it their points match by match. */
function AnglerScores({ row }: { row: LeagueRow }) {
  return (
    <>
      {row.angler}
      <CellDetail>
        {row.scores.map((score, index) => (
          <span key={score.matchId}>
            {index > 0 && ' · '}
            {score.dropped ? (
              <s title="dropped">
                {score.points}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (dropped)
                </Box>
              </s>
            ) : (
              score.points
            )}
          </span>
        ))}
      </CellDetail>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
