import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/AdminList';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { QueryState } from '../../../components/admin/QueryState';
import { SafeHtml } from '../../../components/SafeHtml';
import { useNotify } from '../../../components/notifications/notifier-context';
import type { Water } from '../../../config/waters';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteWaterEntry } from '../api/delete-water-entry';
import { useWaterEntries } from '../api/get-water-entries';
import { moveEntry, useReorderWaterEntries } from '../api/reorder-water-entries';
import type { WaterEntry } from '../types';
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
  const busy = reorder.isPending || entries.isFetching;

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

  return (
    <>
      <Button variant="contained" onClick={() => setDialog({ mode: 'add' })} sx={{ mb: 2 }}>
        Add Entry
      </Button>
      <QueryState query={entries} what={`the ${water.name} entries`}>
        {(list) => (
          <AdminList
            label={`${water.name} entries`}
            rows={list}
            rowKey={(entry) => entry.id}
            rowName={(entry) => `${water.name} entry ${list.indexOf(entry) + 1}`}
            emptyText={`No entries yet: the ${water.name} page is empty.`}
            columns={[
              { header: 'Position', render: (entry) => list.indexOf(entry) + 1 },
              {
                header: 'Image',
                render: (entry) =>
                  entry.imgUrl && (
                    <Box
                      component="img"
                      src={entry.imgUrl}
                      alt={`Image of ${water.name} entry ${list.indexOf(entry) + 1}`}
                      sx={{ width: 120, maxWidth: '100%', height: 80, objectFit: 'cover' }}
                    />
                  ),
              },
              {
                header: 'Text',
                long: true,
                render: (entry) => <SafeHtml html={entry.text} sx={{ '& p': { my: 0.5 } }} />,
              },
            ]}
            actions={(entry) => {
              const index = list.indexOf(entry);
              return [
                {
                  label: 'Move up',
                  disabled: index === 0 || busy,
                  onClick: () => move(list, index, -1),
                },
                {
                  label: 'Move down',
                  disabled: index === list.length - 1 || busy,
                  onClick: () => move(list, index, 1),
                },
                {
                  label: 'Edit',
                  disabled: busy,
                  onClick: () => setDialog({ mode: 'edit', entry }),
                },
                {
                  label: 'Delete',
                  color: 'error',
                  disabled: busy,
                  onClick: () => setToDelete(entry),
                },
              ];
            }}
          />
        )}
      </QueryState>
      <WaterEntryDialog
        open={dialog.mode !== 'closed'}
        water={water}
        entry={dialog.mode === 'edit' ? dialog.entry : undefined}
        onClose={() => setDialog({ mode: 'closed' })}
      />
      <ConfirmDelete
        item={toDelete}
        question={() => `Delete this ${water.name} entry and its image?`}
        onDelete={(entry) => remove.mutateAsync(entry.id)}
        done={() => `${water.name} entry deleted.`}
        failureAction="delete the entry"
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
