import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import type { Catch } from '../types';
import { weightText } from '../weight-text';
import { CatchThumbnail, THUMB_WIDTH } from './CatchThumbnail';

interface Props {
  catches: Catch[];
  onOpenPhoto: (fish: Catch) => void;
}

const phone = (theme: Theme) => theme.breakpoints.down('md');

/**
 * The table of docs/product-spec.md §2 on wide screens. Under 768 px each row stacks as a card (photo beside the
 * member, fish, weight and water) with CSS alone, so the page never scrolls sideways and the
 * markup stays one accessible table.
 */
export function CatchTable({ catches, onOpenPhoto }: Props) {
  return (
    <TableContainer>
      <Table
        aria-label="Member catches"
        sx={(theme) => ({
          [phone(theme)]: {
            display: 'block',
            '& thead': {
              // Kept for screen readers, hidden from view.
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            },
            '& tbody': { display: 'block' },
            '& tbody tr': {
              display: 'grid',
              gridTemplateColumns: `${THUMB_WIDTH}px minmax(0, 1fr)`,
              columnGap: 1.5,
              alignContent: 'start',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            },
            '& tbody td': {
              display: 'block',
              border: 0,
              p: 0,
              overflowWrap: 'anywhere',
            },
            '& td.photo': { gridRow: 'span 4' },
            '& td.member': { order: 1, fontWeight: 600 },
            '& td.fish': { order: 2 },
            '& td.weight': { order: 3 },
            '& td.water': { order: 4, color: 'text.secondary' },
          },
        })}
      >
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
              <TableCell className="photo">
                <CatchThumbnail fish={fish} onOpen={onOpenPhoto} />
              </TableCell>
              <TableCell className="water">{fish.catchLocation}</TableCell>
              <TableCell className="member">{fish.memberName}</TableCell>
              <TableCell className="fish">{fish.fishType}</TableCell>
              <TableCell className="weight">{weightText(fish.fishLbs, fish.fishOz)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
