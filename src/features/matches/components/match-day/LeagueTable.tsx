import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LeagueRow } from '../../match-day/league';
import { formatWeight } from '../../match-day/weight';

/**
 * The league table. Under each angler, their points match by match; a dropped result (outside
 * the best N) is struck through and says "dropped" to a screen reader.
 */
export function LeagueTable({ rows }: { rows: LeagueRow[] }) {
  // Scrolls inside its own frame if a phone is narrower than the table, never the page.
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="League standings"
      sx={{
        // Positioned, so the screen-reader-only "(dropped)" texts are clipped by this frame too.
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Table
        size="small"
        aria-label="League table"
        sx={{
          '& td, & th': { px: { xs: 0.5, sm: 2 } },
          '& td:first-of-type, & th:first-of-type': { pl: 1 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Pos</TableCell>
            <TableCell>Angler</TableCell>
            <TableCell align="right">Pts</TableCell>
            <TableCell align="right">Fished</TableCell>
            <TableCell align="right">Weight</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.angler}>
              <TableCell>{row.position}</TableCell>
              <TableCell>
                {row.angler}
                <Box
                  component="span"
                  sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}
                >
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
                </Box>
              </TableCell>
              <TableCell align="right">{row.points}</TableCell>
              <TableCell align="right">{row.matchesFished}</TableCell>
              <TableCell align="right">{formatWeight(row.totalWeightDr)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
