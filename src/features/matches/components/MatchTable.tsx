import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useProgressiveList } from '../../../hooks/use-progressive-list';
import { formatUtcDay } from '../../../lib/dates';
import type { Match } from '../types';

/** The match list table. It scrolls inside its own frame on a narrow phone, never the page. */
export function MatchTable({ matches }: { matches: Match[] }) {
  const rows = useProgressiveList(matches);
  return (
    <TableContainer
      // Focusable so a keyboard user can scroll it when it is wider than the screen.
      tabIndex={0}
      role="region"
      aria-label="Match list"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      {/* Narrow cell padding on a phone, so all four columns fit a 375 px screen. */}
      <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Location</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Draw Time</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((match) => (
            <TableRow key={match.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUtcDay(match.date)}</TableCell>
              <TableCell>{match.location}</TableCell>
              <TableCell>{match.description}</TableCell>
              <TableCell>{match.drawTime}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
