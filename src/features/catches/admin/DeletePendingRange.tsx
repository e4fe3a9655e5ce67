import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useConfirmAction } from '../../../components/admin/use-confirm-action';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/error-message';
import { BIN_DAYS } from '../../../lib/history';
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

/** A date and time of day; its label stays above, clear of the browser's own placeholder. */
function TimeField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={props.label}
      type="datetime-local"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

const catchesWord = (count: number) => (count === 1 ? 'catch' : 'catches');

/**
 * The confirmation, saying the truth: each catch goes to Recently deleted as deleteCatch does (its
 * photos stay until the bin's purge), so it can be restored, not "cannot be undone".
 */
function ConfirmRangeDelete({
  found,
  onDelete,
  onClose,
}: {
  found: Found | null;
  onDelete: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { busy, failure, close, confirm } = useConfirmAction({
    run: () => (found === null ? Promise.resolve() : onDelete(found.ids)),
    done: () =>
      found === null ? '' : `${found.ids.length} waiting ${catchesWord(found.ids.length)} deleted.`,
    failureAction: 'delete the catches',
    onClose,
  });
  const count = found?.ids.length ?? 0;
  return (
    <ConfirmDialog
      open={found !== null}
      message={
        found === null
          ? ''
          : `Delete the ${count} ${catchesWord(count)} waiting for approval submitted from ${when(found.from)} to ${when(found.to)}?`
      }
      note={`You can restore ${count === 1 ? 'it' : 'them'} from Recently deleted for ${BIN_DAYS} days.`}
      busy={busy}
      error={failure}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}

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
            <TimeField label="Submitted from" value={from} onChange={setFrom} />
            <TimeField label="Submitted before" value={to} onChange={setTo} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={finding} onClick={() => void find()}>
            Find catches
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmRangeDelete
        found={found}
        onDelete={(ids) => deletePending.mutateAsync(ids)}
        onClose={() => setFound(null)}
      />
    </>
  );
}
