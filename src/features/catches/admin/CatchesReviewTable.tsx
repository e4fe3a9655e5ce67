import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Catch } from '../types';
import { catchWeight } from './catch-weight';

interface CatchesReviewTableProps {
  catches: Catch[];
  /** The catch whose approval is being sent: its button is disabled meanwhile. */
  approvingId?: string;
  onView: (entry: Catch) => void;
  onApprove: (entry: Catch) => void;
  onDelete: (entry: Catch) => void;
}

/** #, Member, Location, Fish, Weight, Public, Image, Action. Approve shows for waiting catches only. */
export function CatchesReviewTable({
  catches,
  approvingId,
  onView,
  onApprove,
  onDelete,
}: CatchesReviewTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Catches">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Member</TableCell>
            <TableCell>Location</TableCell>
            <TableCell>Fish</TableCell>
            <TableCell>Weight</TableCell>
            <TableCell>Public</TableCell>
            <TableCell>Image</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {catches.map((entry, index) => {
            const what = `${entry.memberName}'s ${entry.fishType}`;
            return (
              <TableRow key={entry.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{entry.memberName}</TableCell>
                <TableCell>{entry.catchLocation}</TableCell>
                <TableCell>{entry.fishType}</TableCell>
                <TableCell>{catchWeight(entry.fishLbs, entry.fishOz)}</TableCell>
                <TableCell>{entry.isPublic ? 'Y' : 'N'}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => onView(entry)}
                    aria-label={`View Image of ${what}`}
                    disabled={!entry.imgURL}
                  >
                    View Image
                  </Button>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {!entry.isPublic && (
                      <Button
                        size="small"
                        variant="contained"
                        onClick={() => onApprove(entry)}
                        disabled={approvingId === entry.id}
                        aria-label={`Approve ${what}`}
                      >
                        Approve
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onDelete(entry)}
                      aria-label={`Delete ${what}`}
                    >
                      Delete
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
