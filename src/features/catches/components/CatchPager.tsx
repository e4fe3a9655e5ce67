import TablePagination from '@mui/material/TablePagination';
import { CATCH_PAGE_SIZE_OPTIONS } from '../../../config/constants';

interface Props {
  /** Matching catches in all; -1 while unknown. */
  count: number;
  page: number;
  pageSize: number;
  /** While the next page's cursor is not known yet, paging forward waits. */
  busy: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const OPTIONS = CATCH_PAGE_SIZE_OPTIONS.map((size) =>
  size === -1 ? { label: 'All', value: -1 } : size,
);

/** The pager: 5, 10, 25 or All rows per page, one page forward or back at a time. */
export function CatchPager({ count, page, pageSize, busy, onPageChange, onPageSizeChange }: Props) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={OPTIONS}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage="Rows per page:"
      slotProps={{ actions: { nextButton: busy ? { disabled: true } : {} } }}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
    />
  );
}
