import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { REVIEW_PAGE_SIZE } from '../../../config/constants';

interface Props {
  /** From 0. */
  page: number;
  rowsOnPage: number;
  hasNext: boolean;
  busy: boolean;
  onTurn: (forward: boolean) => void;
}

/** Previous and Next under the review list, with the rows shown ("21–40"). */
export function ReviewPager({ page, rowsOnPage, hasNext, busy, onTurn }: Props) {
  if (page === 0 && !hasNext) return null;
  const first = page * REVIEW_PAGE_SIZE + 1;
  return (
    <Box
      component="nav"
      aria-label="Pages of catches"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}
    >
      <Typography variant="body2">
        {rowsOnPage === 0 ? 'No more catches' : `${first}–${first + rowsOnPage - 1}`}
      </Typography>
      <Button disabled={busy || page === 0} onClick={() => onTurn(false)}>
        Previous
      </Button>
      <Button disabled={busy || !hasNext} onClick={() => onTurn(true)}>
        Next
      </Button>
    </Box>
  );
}
