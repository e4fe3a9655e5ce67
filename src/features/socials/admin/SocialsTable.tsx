import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SocialLink } from '../types';

interface SocialsTableProps {
  socials: SocialLink[];
  onEdit: (social: SocialLink) => void;
  onDelete: (social: SocialLink) => void;
}

export function SocialsTable({ socials, onEdit, onDelete }: SocialsTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Social links">
        <TableHead>
          <TableRow>
            <TableCell>Network</TableCell>
            <TableCell>Visible</TableCell>
            <TableCell>URL</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {socials.map((social) => (
            <TableRow key={social.id}>
              <TableCell>{social.socialName}</TableCell>
              <TableCell>{social.socialActive ? 'Yes' : 'No'}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{social.socialURL}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => onEdit(social)}
                    aria-label={`Edit ${social.socialName}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(social)}
                    aria-label={`Delete ${social.socialName}`}
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
