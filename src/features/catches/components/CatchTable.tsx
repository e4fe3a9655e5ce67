import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Catch } from '../types';
import { weightText } from '../weight-text';
import { CatchThumbnail } from './CatchThumbnail';

interface Props {
  catches: Catch[];
  onOpenPhoto: (fish: Catch) => void;
}

/** The catches as the spec's table, on wide screens. */
export function CatchTable({ catches, onOpenPhoto }: Props) {
  return (
    <TableContainer>
      <Table aria-label="Member catches">
        <TableHead>
          <TableRow>
            <TableCell>Photo</TableCell>
            <TableCell>Catch Location</TableCell>
            <TableCell>Member Name</TableCell>
            <TableCell>Fish Type</TableCell>
            <TableCell>Fish Weight</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {catches.map((fish) => (
            <TableRow key={fish.id}>
              <TableCell>
                <CatchThumbnail fish={fish} onOpen={onOpenPhoto} />
              </TableCell>
              <TableCell>{fish.catchLocation}</TableCell>
              <TableCell>{fish.memberName}</TableCell>
              <TableCell>{fish.fishType}</TableCell>
              <TableCell>{weightText(fish.fishLbs, fish.fishOz)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
