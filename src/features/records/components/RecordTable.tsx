import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { recordWeightText } from '../record-book';
import type { RecordEntry } from '../types';

interface RecordTableProps {
  /** The table's accessible name. */
  label: string;
  entries: RecordEntry[];
  /** What the third column says about each fish: who caught it (and where), or only where. */
  detail: 'angler' | 'water';
}

/** Records as species, weight and who/where: three columns, so it fits a phone. */
export function RecordTable({ label, entries, detail }: RecordTableProps) {
  return (
    // Scrolls inside its own frame if a phone is narrower than the table, never the page.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table size="small" aria-label={label} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Species</TableCell>
            <TableCell align="right">Weight</TableCell>
            <TableCell>{detail === 'angler' ? 'Angler' : 'Water'}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.catchId + entry.fishType}>
              <TableCell>{entry.fishType}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {recordWeightText(entry.weightOz)}
              </TableCell>
              <TableCell>
                {detail === 'angler' ? entry.memberName : entry.catchLocation}
                {detail === 'angler' && (
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}
                  >
                    {entry.catchLocation}
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
