import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminUser } from '../types';

interface AdminsTableProps {
  users: AdminUser[];
  /** The signed-in super admin, who cannot delete their own account from here. */
  currentUid: string;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function AdminsTable({ users, currentUid, onEdit, onDelete }: AdminsTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Admins">
        <TableHead>
          <TableRow>
            <TableCell>Email</TableCell>
            <TableCell>Display Name</TableCell>
            <TableCell>Disabled</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.uid}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
              <TableCell>{user.displayName}</TableCell>
              <TableCell>{user.disabled ? 'Yes' : 'No'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => onEdit(user)}
                    aria-label={`Edit ${user.email}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(user)}
                    disabled={user.uid === currentUid}
                    aria-label={`Delete ${user.email}`}
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
