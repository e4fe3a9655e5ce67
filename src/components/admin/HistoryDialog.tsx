import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MODAL_WIDTH } from '../../config/constants';
import { errorMessage } from '../../lib/error-message';
import {
  changedAt,
  diffVersions,
  getCurrentVersion,
  getItemHistory,
  KIND_TEXT,
  restoreVersion,
  type HistoryArea,
  type HistoryEntry,
  type RestoreSideEffect,
} from '../../lib/history';
import { useNotify } from '../notifications/notifier-context';
import { QueryState } from '../QueryState';
import { DialogButton, type DialogButtonProps } from './DialogButton';

export interface HistoryDialogProps {
  area: HistoryArea;
  /** The document's path ('content/main/homeArticles/abc'). */
  path: string;
  /** The item's name in the title: "History of Opening day". */
  name: string;
  /** What the area does beside the document when a version comes back (records, summaries). */
  sideEffect?: RestoreSideEffect;
  /**
   * Only these fields (a document several editors share, like content/main): the changes that
   * touched them, shown and put back alone, the document's other fields left as they are.
   */
  fields?: readonly string[];
  /**
   * Puts a version back where the site may not write the document itself (a member's record,
   * whose one writer is the admin server); by default the dialog restores it (restoreVersion).
   */
  putBack?: (entry: HistoryEntry) => Promise<unknown>;
  /**
   * The fields `putBack` can restore (a member's details, not their payments): "Put back" only on
   * a change that touched one of them, where it would change something. Every field by default.
   */
  putBackFields?: readonly string[];
  onClose: () => void;
}

interface Change {
  entry: HistoryEntry;
  /** The document as this change left it (the next change's `before`, or as it is now). */
  after: Record<string, unknown> | null;
}

/** The version with only `fields` and its revision (all of it when no fields are given). */
function pick(version: Record<string, unknown> | null, fields?: readonly string[]) {
  if (!version || !fields) return version;
  return Object.fromEntries(
    Object.entries(version).filter(([field]) => field === 'rev' || fields.includes(field)),
  );
}

async function loadChanges(
  area: HistoryArea,
  path: string,
  fields?: readonly string[],
): Promise<Change[]> {
  const [entries, current] = await Promise.all([
    getItemHistory(area, path),
    getCurrentVersion(path),
  ]);
  return entries
    .map((entry, index) => ({
      entry: { ...entry, before: pick(entry.before, fields) },
      after: pick(index === 0 ? (current ?? null) : entries[index - 1]!.before, fields),
    }))
    .filter((change) => !fields || diffVersions(change.entry.before, change.after).length > 0);
}

/**
 * The button that opens an item's history: "History", outlined, unless the screen names it
 * otherwise ("Status history").
 */
export function HistoryButton({
  label = 'History',
  variant = 'outlined',
  sx,
  ...history
}: Omit<HistoryDialogProps, 'onClose'> & Partial<Omit<DialogButtonProps, 'dialog'>>) {
  return (
    <DialogButton
      label={label}
      variant={variant}
      sx={sx}
      dialog={(close) => <HistoryDialog {...history} onClose={close} />}
    />
  );
}

/**
 * An item's history: who changed what and when, newest first, each change's fields before and
 * after, and "Put back" for the version a change replaced (itself a recorded change).
 */
export function HistoryDialog({
  area,
  path,
  name,
  sideEffect,
  fields,
  putBack: putBackVersion,
  putBackFields,
  onClose,
}: HistoryDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const changes = useQuery({
    queryKey: ['history', path, fields],
    queryFn: () => loadChanges(area, path, fields),
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function putBack(entry: HistoryEntry) {
    setBusy(true);
    setFailure(undefined);
    try {
      await (putBackVersion ? putBackVersion(entry) : restoreVersion(entry, sideEffect, fields));
      await queryClient.invalidateQueries();
      notify(`The version of ${changedAt(entry.at)} is back.`, 'success');
    } catch (error) {
      setFailure(errorMessage(error, 'put back that version'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      fullScreen={phone}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: phone ? {} : { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        History of {name}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        <QueryState query={changes} what="the history">
          {(list) =>
            list.length === 0 ? (
              <Typography>No changes recorded yet.</Typography>
            ) : (
              <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {list.map((change) => (
                  <ChangeItem
                    key={change.entry.id}
                    change={change}
                    busy={busy}
                    onPutBack={putBack}
                    putBackFields={putBackFields}
                  />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ChangeItem({
  change: { entry, after },
  busy,
  onPutBack,
  putBackFields,
}: {
  change: Change;
  busy: boolean;
  onPutBack: (entry: HistoryEntry) => void;
  putBackFields?: readonly string[];
}) {
  const fields = diffVersions(entry.before, after);
  const when = changedAt(entry.at);
  const canPutBack =
    entry.before !== null &&
    entry.kind !== 'delete' &&
    (!putBackFields || fields.some((field) => putBackFields.includes(field.field)));
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {KIND_TEXT[entry.kind]} by {entry.email ?? entry.by}, {when}
      </Typography>
      {entry.kind !== 'delete' && fields.length > 0 && (
        <Stack component="ul" sx={{ pl: 2, my: 1 }}>
          {fields.map((field) => (
            <Typography
              component="li"
              variant="body2"
              key={field.field}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {field.field}: {field.before ? `“${field.before}”` : '(empty)'} →{' '}
              {field.after ? `“${field.after}”` : '(empty)'}
            </Typography>
          ))}
        </Stack>
      )}
      {canPutBack && (
        <Button
          size="small"
          disabled={busy}
          onClick={() => onPutBack(entry)}
          aria-label={`Put back the version before the change of ${when}`}
        >
          Put back the version before
        </Button>
      )}
    </Paper>
  );
}
