import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PegAssignment } from '../../match-day/peg-draw';

/** A peg draw, by peg. */
export function DrawTable({ assignments, label }: { assignments: PegAssignment[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Peg</TableCell>
          <TableCell>Angler</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {assignments
          .toSorted((a, b) => a.peg - b.peg)
          .map(({ peg, angler }) => (
            <TableRow key={peg}>
              <TableCell>{peg}</TableCell>
              <TableCell>{angler}</TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
