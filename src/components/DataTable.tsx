import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Key, ReactNode } from 'react';

/** One column of a DataTable: its heading and what each row shows in it. */
export interface DataColumn<Row> {
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'right';
  /** The cell's class, for a layout that places cells by CSS (the catch table's phone cards). */
  className?: string;
  sx?: SxProps<Theme>;
}

/** Narrow cell padding on a phone, so a table of three or four columns fits a 360 px screen. */
const NARROW_CELLS = { '& td, & th': { px: { xs: 1, sm: 2 } } } as const;

/**
 * A table that scrolls inside its own bordered frame when a phone is narrower than it, never the
 * page; focusable so a keyboard user can scroll it. Positioned, so anything a cell hides for
 * screen readers only (absolutely placed) is clipped by the frame too.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </TableContainer>
  );
}

/** A smaller grey line under a cell's text (a record's water under its angler). */
export function CellDetail({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
      {children}
    </Box>
  );
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly DataColumn<Row>[];
  /** The frame's accessible name: the table scrolls inside a TableFrame. */
  frame?: string;
  size?: 'small' | 'medium';
  /** Narrow cell padding on a phone (`sx`, when given, styles the table instead). */
  narrow?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The public site's tables (results, league, draw, records, catches): a heading row from the
 * columns, then a row per item, as one accessible table.
 */
export function DataTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  frame,
  size = 'small',
  narrow,
  sx = narrow ? NARROW_CELLS : undefined,
}: DataTableProps<Row>) {
  const table = (
    <Table size={size} aria-label={label} {...(sx !== undefined && { sx })}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={index} align={column.align}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column, index) => (
              <TableCell
                key={index}
                align={column.align}
                className={column.className}
                {...(column.sx !== undefined && { sx: column.sx })}
              >
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return frame === undefined ? table : <TableFrame label={frame}>{table}</TableFrame>;
}
