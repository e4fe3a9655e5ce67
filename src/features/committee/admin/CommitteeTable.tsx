import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { CommitteeMember } from '../types';

interface CommitteeTableProps {
  members: CommitteeMember[];
  onDelete: (member: CommitteeMember) => void;
}

/** Page #, Name, Role, Action; the members arrive sorted by positionRank. */
export function CommitteeTable({ members, onDelete }: CommitteeTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Committee members">
        <TableHead>
          <TableRow>
            <TableCell>Page #</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id}>
              <TableCell>{member.positionRank}</TableCell>
              <TableCell>{member.memberName}</TableCell>
              <TableCell>{member.memberRole}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/admin/manage-committee/${member.id}`}
                    aria-label={`Edit ${member.memberName}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(member)}
                    aria-label={`Delete ${member.memberName}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
