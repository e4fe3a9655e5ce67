import Box from '@mui/material/Box';
import { CrudList } from '../../../components/admin/CrudList';
import { DialogButton, type DialogRender } from '../../../components/admin/DialogButton';
import { SafeHtml } from '../../../components/SafeHtml';
import { useNotify } from '../../../components/notifications/notifier-context';
import type { Water } from '../../../config/waters';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteWaterEntry } from '../api/delete-water-entry';
import { useWaterEntries } from '../api/get-water-entries';
import { moveEntry, useReorderWaterEntries } from '../api/reorder-water-entries';
import type { WaterEntry } from '../types';
import { WaterEntryDialog } from './WaterEntryDialog';

/** One water's entries, in page order, with add, edit, move and delete. */
export function WaterEntriesPanel({ water }: { water: Water }) {
  const entries = useWaterEntries(water.key);
  const reorder = useReorderWaterEntries(water.key);
  const remove = useDeleteWaterEntry(water.key);
  const notify = useNotify();
  const dialog =
    (entry?: WaterEntry): DialogRender =>
    (close) => <WaterEntryDialog water={water} entry={entry} onClose={close} />;
  const position = (entry: WaterEntry) => (entries.data ?? []).indexOf(entry) + 1;

  async function move(list: readonly WaterEntry[], entry: WaterEntry, direction: -1 | 1) {
    const ids = list.map((each) => each.id);
    try {
      await reorder.mutateAsync(moveEntry(ids, list.indexOf(entry), direction));
      notify(`${water.name} entry moved ${direction < 0 ? 'up' : 'down'}.`, 'success');
    } catch (error) {
      notify(errorMessage(error, 'move the entry'), 'error');
    }
  }

  return (
    <>
      <DialogButton label="Add Entry" dialog={dialog()} sx={{ mb: 2 }} />
      <CrudList
        label={`${water.name} entries`}
        query={entries}
        rowName={(entry) => `${water.name} entry ${position(entry)}`}
        emptyText={`No entries yet: the ${water.name} page is empty.`}
        busy={reorder.isPending || entries.isFetching}
        columns={[
          { header: 'Position', render: position },
          {
            header: 'Image',
            render: (entry) =>
              entry.imgUrl && (
                <Box
                  component="img"
                  src={entry.imgUrl}
                  alt={`Image of ${water.name} entry ${position(entry)}`}
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
        actions={(entry, list) => [
          { label: 'Move up', disabled: entry === list[0], onClick: () => move(list, entry, -1) },
          {
            label: 'Move down',
            disabled: entry === list.at(-1),
            onClick: () => move(list, entry, 1),
          },
        ]}
        editDialog={dialog}
        remove={{
          question: () => `Delete this ${water.name} entry and its image?`,
          onDelete: (entry) => remove.mutateAsync(entry.id),
          done: () => `${water.name} entry deleted.`,
          failureAction: 'delete the entry',
        }}
      />
    </>
  );
}
