import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { CATCH_PAGE_SIZE_OPTIONS } from '../../../config/constants';

interface Props {
  page: number;
  /** Rows per page; -1 is All. */
  pageSize: number;
  /** Rows the current page holds. */
  rowsOnPage: number;
  /** Whether a next page exists (the total is not read: see read-public-catches.ts). */
  hasMore: boolean;
  /** While a page loads, paging waits. */
  busy: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const SELECT_ID = 'catch-page-size';

/**
 * The pager: 5, 10, 25 or All rows per page, one page forward or back at a time. Built from a
 * native select rather than TablePagination, whose menu select brings about 15 KB of popover and
 * modal code to a page that otherwise needs none; the phone's own picker is also the easier one.
 */
export function CatchPager({
  page,
  pageSize,
  rowsOnPage,
  hasMore,
  busy,
  onPageChange,
  onPageSizeChange,
}: Props) {
  const first = pageSize === -1 ? 0 : page * pageSize;
  const last = first + rowsOnPage;
  const range = `${rowsOnPage === 0 ? 0 : first + 1}–${last} of ${hasMore ? `more than ${last}` : last}`;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 3,
        rowGap: 1,
        py: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={SELECT_ID} variant="body2">
          Rows per page:
        </Typography>
        <NativeSelect
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          inputProps={{ id: SELECT_ID }}
          sx={{ fontSize: 'body2.fontSize' }}
        >
          {CATCH_PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size === -1 ? 'All' : size}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Typography variant="body2" aria-live="polite">
        {range}
      </Typography>
      <Box>
        <IconButton
          aria-label="Go to previous page"
          disabled={page === 0 || busy}
          onClick={() => onPageChange(page - 1)}
        >
          <KeyboardArrowLeftIcon />
        </IconButton>
        <IconButton
          aria-label="Go to next page"
          disabled={!hasMore || busy}
          onClick={() => onPageChange(page + 1)}
        >
          <KeyboardArrowRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
