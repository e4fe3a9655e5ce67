import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MatchResult } from '../../match-day/positions';
import { formatWeight } from '../../match-day/weight';

/** A match's results: position, angler, peg, weight ("DNW" for did not weigh). */
export function ResultsTable({ results }: { results: MatchResult[] }) {
  return (
    <Table size="small" aria-label="Results" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>Pos</TableCell>
          <TableCell>Angler</TableCell>
          <TableCell align="right">Peg</TableCell>
          <TableCell align="right">Weight</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.map((result) => (
          <TableRow key={`${result.peg}-${result.angler}`}>
            <TableCell>{result.position}</TableCell>
            <TableCell>{result.angler}</TableCell>
            <TableCell align="right">{result.peg}</TableCell>
            <TableCell align="right">
              {result.weightDr === null ? 'DNW' : formatWeight(result.weightDr)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
