import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { WIDE_SCREEN_BREAKPOINT } from '../../config/constants';
import { RowActions, type RowAction } from './RowActions';

export interface AdminColumn<T> {
  /** The column heading; on a phone card, the label before the value. */
  header: string;
  render: (row: T) => ReactNode;
  /**
   * Long unbroken text (e-mails, URLs): may break between any two characters, but the table column
   * never shrinks below about 16 characters, so it never reads one character per line.
   */
  long?: boolean;
  /** Per-row styling of the cell, e.g. past match dates in red. */
  sx?: (row: T) => SxProps<Theme> | undefined;
}

export interface AdminListSelection {
  /** Ids of the chosen rows. */
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

export interface AdminListProps<T> {
  /** The list's accessible name ("Matches"). */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's name in action labels for screen readers: "Delete {rowName}". */
  rowName: (row: T) => string;
  /** Declared once: a table column from 768 px up, a labelled line of a card below it. */
  columns: AdminColumn<T>[];
  /** The row's buttons (Edit, Delete...), shown in an Action column or at the foot of each card. */
  actions?: (row: T) => RowAction[];
  /** Shown instead of the list when there are no rows. */
  emptyText?: string;
  /** Check boxes to pick rows for a bulk action; the screen owns the chosen ids. */
  selection?: AdminListSelection;
}

const longText = { overflowWrap: 'anywhere', minWidth: '16ch' } as const;

/**
 * Every back-office list: a table on wide screens, a stack of cards on a phone, so every field
 * and every action is reachable at 360 px without sideways scrolling.
 */
export function AdminList<T>(props: AdminListProps<T>) {
  const { label, rows, emptyText = 'Nothing here yet.' } = props;
  const wide = useMediaQuery(`(min-width:${WIDE_SCREEN_BREAKPOINT}px)`, { noSsr: true });
  if (rows.length === 0) return <Typography sx={{ my: 2 }}>{emptyText}</Typography>;
  return (
    <Box sx={{ maxWidth: '100%' }} data-admin-list={label}>
      {wide ? <ListTable {...props} /> : <ListCards {...props} />}
    </Box>
  );
}

function SelectAll<T>({ rows, rowKey, selection }: AdminListProps<T>) {
  if (!selection) return null;
  const all = rows.length > 0 && rows.every((row) => selection.selected.includes(rowKey(row)));
  const some = selection.selected.length > 0 && !all;
  return (
    <Checkbox
      checked={all}
      indeterminate={some}
      onChange={(event) => selection.onChange(event.target.checked ? rows.map(rowKey) : [])}
      slotProps={{ input: { 'aria-label': 'Select all' } }}
    />
  );
}

function SelectRow<T>({ row, list }: { row: T; list: AdminListProps<T> }) {
  const { selection, rowKey, rowName } = list;
  if (!selection) return null;
  const id = rowKey(row);
  const checked = selection.selected.includes(id);
  return (
    <Checkbox
      checked={checked}
      onChange={() =>
        selection.onChange(
          checked ? selection.selected.filter((x) => x !== id) : [...selection.selected, id],
        )
      }
      slotProps={{ input: { 'aria-label': `Select ${rowName(row)}` } }}
    />
  );
}

function ListTable<T>(list: AdminListProps<T>) {
  const { label, rows, rowKey, rowName, columns, actions, selection } = list;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox">
              <SelectAll {...list} />
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell key={column.header}>{column.header}</TableCell>
          ))}
          {actions && <TableCell>Action</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {selection && (
              <TableCell padding="checkbox">
                <SelectRow row={row} list={list} />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell
                key={column.header}
                sx={[column.long ? longText : {}, column.sx?.(row) ?? {}] as SxProps<Theme>}
              >
                {column.render(row)}
              </TableCell>
            ))}
            {actions && (
              <TableCell>
                <RowActions actions={actions(row)} rowName={rowName(row)} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ListCards<T>(list: AdminListProps<T>) {
  const { label, rows, rowKey, rowName, columns, actions, selection } = list;
  return (
    <>
      {selection && (
        <FormControlLabel control={<SelectAll {...list} />} label="Select all" sx={{ ml: 0 }} />
      )}
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 1.5 }}>
            {selection && <SelectRow row={row} list={list} />}
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', m: 0 }}
            >
              {columns.map((column) => (
                <Box key={column.header} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={
                      [{ m: 0, overflowWrap: 'anywhere' }, column.sx?.(row) ?? {}] as SxProps<Theme>
                    }
                  >
                    {column.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {actions && (
              <Box sx={{ mt: 1 }}>
                <RowActions actions={actions(row)} rowName={rowName(row)} />
              </Box>
            )}
          </Paper>
        ))}
      </Stack>
    </>
  );
}
