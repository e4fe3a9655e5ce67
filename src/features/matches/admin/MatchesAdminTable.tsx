import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatUtcDay } from '../../../lib/dates';
import type { Match } from '../types';
import { isPastMatch } from './is-past-match';

interface MatchesAdminTableProps {
  matches: Match[];
  onDelete: (match: Match) => void;
  now?: Date;
}

/** Date, Description, Location, Draw Time, Action; past dates in bold red with "(past)". */
export function MatchesAdminTable({ matches, onDelete, now = new Date() }: MatchesAdminTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Matches">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Location</TableCell>
            <TableCell>Draw Time</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {matches.map((match) => {
            const past = isPastMatch(match.date, now);
            return (
              <TableRow key={match.id}>
                <TableCell
                  sx={past ? { color: 'error.main', fontWeight: 'bold' } : undefined}
                  data-past={past || undefined}
                >
                  {formatUtcDay(match.date)}
                  {past && ' (past)'}
                </TableCell>
                <TableCell>{match.description}</TableCell>
                <TableCell>{match.location}</TableCell>
                <TableCell>{match.drawTime}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(match)}
                    aria-label={`Delete ${match.description} on ${formatUtcDay(match.date)}`}
                  >
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
