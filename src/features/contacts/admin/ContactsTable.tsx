import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Contact } from '../types';

interface ContactsTableProps {
  contacts: Contact[];
  onDelete: (contact: Contact) => void;
}

export function ContactsTable({ contacts, onDelete }: ContactsTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Contacts">
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Number</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No contacts yet.</TableCell>
            </TableRow>
          )}
          {contacts.map((contact) => (
            <TableRow key={contact.id}>
              <TableCell>{contact.title}</TableCell>
              <TableCell>{contact.name}</TableCell>
              <TableCell>{contact.phoneNumber}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{contact.email}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  color="error"
                  onClick={() => onDelete(contact)}
                  aria-label={`Delete ${contact.title}`}
                >
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
