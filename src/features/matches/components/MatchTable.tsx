import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { TableFrame } from '../../../components/DataTable';
import { useProgressiveList } from '../../../hooks/use-progressive-list';
import { formatUtcDay } from '../../../lib/dates';
import { matchWaterStatus, useWaterStatuses, WaterStatusChip } from '../../waters';
import { formatWinner } from '../match-day/format-winner';
import type { MatchWithResult } from '../types';

/**
 * The body's rows are plain tr/td, styled once here like MUI's small TableCell: a club lists a few
 * hundred matches, and a styled component per cell (four per match) made rendering them the
 * heaviest work of the page on a phone.
 */
const tableStyle: SxProps<Theme> = (theme) => ({
  // Narrow cell padding on a phone, so all four columns fit a 375 px screen.
  '& .MuiTableCell-root, & tbody td': { px: { xs: 1, sm: 2 } },
  '& tbody td': {
    fontFamily: theme.typography.body2.fontFamily,
    fontSize: theme.typography.body2.fontSize,
    fontWeight: theme.typography.body2.fontWeight,
    lineHeight: theme.typography.body2.lineHeight,
    letterSpacing: theme.typography.body2.letterSpacing,
    py: '6px',
    textAlign: 'left',
    verticalAlign: 'inherit',
    color: 'text.primary',
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& tbody tr:last-of-type td': { borderBottom: 0 },
  '& tbody td:first-of-type': { whiteSpace: 'nowrap' },
  '& tbody a': { color: 'primary.main' },
  '& .winner': { display: 'block', color: 'text.secondary' },
});

/**
 * The match list table. Each description links to the match's page (draw, results, calendar);
 * a past match with published results says who won and with what. It scrolls inside its own
 * frame on a narrow phone, never the page (TableFrame).
 */
export function MatchTable({ matches }: { matches: MatchWithResult[] }) {
  const rows = useProgressiveList(matches);
  // A match on a water closed (or restricted) that day is flagged beside its water.
  const statuses = useWaterStatuses().data;
  return (
    <TableFrame label="Match list">
      <Table size="small" sx={tableStyle}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Location</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Draw Time</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((match) => {
            const flag = matchWaterStatus(
              statuses,
              match.location,
              match.date.toISOString().slice(0, 10),
            );
            return (
              <tr key={match.id}>
                <td>{formatUtcDay(match.date)}</td>
                <td>
                  {match.location}
                  {flag && (
                    <>
                      {' '}
                      <WaterStatusChip status={flag} />
                    </>
                  )}
                </td>
                <td>
                  <RouterLink to={`/matches/${match.id}`}>{match.description}</RouterLink>
                  {match.winner && <span className="winner">{formatWinner(match.winner)}</span>}
                </td>
                <td>{match.drawTime}</td>
              </tr>
            );
          })}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
