import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useNotify } from '../../../components/notifications/notifier-context';
import { PageSpinner } from '../../../components/PageSpinner';
import type { Water } from '../../../config/waters';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteWaterEntry } from '../api/delete-water-entry';
import { useWaterEntries } from '../api/get-water-entries';
import { moveEntry, useReorderWaterEntries } from '../api/reorder-water-entries';
import type { WaterEntry } from '../types';
import { WaterEntryCard } from './WaterEntryCard';
import { WaterEntryDialog } from './WaterEntryDialog';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; entry: WaterEntry };

/** One water's entries, in page order, with add, edit, move and delete. */
export function WaterEntriesPanel({ water }: { water: Water }) {
  const entries = useWaterEntries(water.key);
  const reorder = useReorderWaterEntries(water.key);
  const remove = useDeleteWaterEntry(water.key);
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<WaterEntry | null>(null);

  async function move(list: WaterEntry[], index: number, direction: -1 | 1) {
    try {
      await reorder.mutateAsync(
        moveEntry(
          list.map((entry) => entry.id),
          index,
          direction,
        ),
      );
      notify(`${water.name} entry moved ${direction < 0 ? 'up' : 'down'}.`, 'success');
    } catch (error) {
      notify(errorMessage(error, 'move the entry'), 'error');
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notify(`${water.name} entry deleted.`, 'success');
    } catch (error) {
      notify(errorMessage(error, 'delete the entry'), 'error');
    }
    setToDelete(null);
  }

  return (
    <>
      <Button variant="contained" onClick={() => setDialog({ mode: 'add' })} sx={{ mb: 2 }}>
        Add Entry
      </Button>
      {entries.isPending ? (
        <PageSpinner label={`Loading ${water.name} entries`} />
      ) : entries.isError ? (
        <ErrorNotice message={errorMessage(entries.error, `load the ${water.name} entries`)} />
      ) : entries.data.length === 0 ? (
        <Typography>No entries yet: the {water.name} page is empty.</Typography>
      ) : (
        <Stack spacing={2}>
          {entries.data.map((entry, index, list) => (
            <WaterEntryCard
              key={entry.id}
              waterName={water.name}
              entry={entry}
              place={index + 1}
              first={index === 0}
              last={index === list.length - 1}
              busy={reorder.isPending || entries.isFetching}
              onMove={(direction) => move(list, index, direction)}
              onEdit={() => setDialog({ mode: 'edit', entry })}
              onDelete={() => setToDelete(entry)}
            />
          ))}
        </Stack>
      )}
      {dialog.mode !== 'closed' && (
        <WaterEntryDialog
          water={water}
          entry={dialog.mode === 'edit' ? dialog.entry : undefined}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        message={`Delete this ${water.name} entry and its image?`}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
