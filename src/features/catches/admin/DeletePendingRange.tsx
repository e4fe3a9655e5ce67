import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { errorMessage } from '../../../lib/error-message';
import { pendingCatchIdsBetween, useDeletePendingCatches } from '../api/pending-in-range';

interface Found {
  ids: string[];
  from: Date;
  to: Date;
}

const when = (date: Date) =>
  date.toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });

/** datetime-local's value for a date, in the phone's own time zone. */
const localValue = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * After a flood: every catch waiting for approval submitted in a time range, deleted in one action
 * once the admin has seen how many (the confirmation says the number).
 */
export function DeletePendingRange() {
  const [open, setOpen] = useState(false);
  const now = new Date();
  const [from, setFrom] = useState(localValue(new Date(now.getTime() - 3_600_000)));
  const [to, setTo] = useState(localValue(now));
  const [problem, setProblem] = useState<string>();
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const deletePending = useDeletePendingCatches();

  async function find() {
    const start = new Date(from);
    const end = new Date(to);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) {
      setProblem('Choose a start before the end.');
      return;
    }
    setProblem(undefined);
    setFinding(true);
    try {
      const ids = await pendingCatchIdsBetween(start, end);
      if (ids.length === 0) {
        setProblem('No catches waiting for approval were submitted in that time.');
        return;
      }
      setOpen(false);
      setFound({ ids, from: start, to: end });
    } catch (error) {
      setProblem(errorMessage(error, 'find the catches'));
    } finally {
      setFinding(false);
    }
  }

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete by time
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-range-title">
        <DialogTitle id="delete-range-title">Delete waiting catches by time</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="info">{problem}</Alert>}
            <TextField
              label="Submitted from"
              type="datetime-local"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Submitted before"
              type="datetime-local"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={finding} onClick={() => void find()}>
            Find catches
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDelete
        item={found}
        question={({ ids, from: start, to: end }) =>
          `Delete the ${ids.length} ${ids.length === 1 ? 'catch' : 'catches'} waiting for approval submitted from ${when(start)} to ${when(end)}, and their photos?`
        }
        onDelete={({ ids }) => deletePending.mutateAsync(ids)}
        done={({ ids }) =>
          `${ids.length} waiting ${ids.length === 1 ? 'catch' : 'catches'} deleted.`
        }
        failureAction="delete the catches"
        onClose={() => setFound(null)}
      />
    </>
  );
}
