import Box from '@mui/material/Box';
import { FormDialog } from '../../../components/admin/AdminForm';
import { CrudList } from '../../../components/admin/CrudList';
import { DialogButton, type DialogRender } from '../../../components/admin/DialogButton';
import { SafeHtml } from '../../../components/SafeHtml';
import { useNotify } from '../../../components/notifications/notifier-context';
import type { Water } from '../../../config/waters';
import { errorMessage } from '../../../lib/error-message';
import { useAddWaterEntry } from '../api/add-water-entry';
import { useDeleteWaterEntry } from '../api/delete-water-entry';
import { useWaterEntries } from '../api/get-water-entries';
import { moveEntry, useReorderWaterEntries } from '../api/reorder-water-entries';
import { useUpdateWaterEntry } from '../api/update-water-entry';
import { waterEntryRef } from '../api/water-entry-ref';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import type { WaterEntry } from '../types';
import { PICTURE_USES } from '../../../lib/photo/picture-uses';

/** One water's entries, in page order, with add, edit, move and delete. */
export function WaterEntriesPanel({ water }: { water: Water }) {
  const entries = useWaterEntries(water.key);
  const reorder = useReorderWaterEntries(water.key);
  const add = useAddWaterEntry(water.key);
  const update = useUpdateWaterEntry(water.key);
  const remove = useDeleteWaterEntry(water.key);
  const notify = useNotify();
  const dialog =
    (entry?: WaterEntry): DialogRender =>
    (close) => (
      <FormDialog
        title={entry ? `Edit ${water.name} Entry` : `Add ${water.name} Entry`}
        fields={[
          {
            name: 'text',
            label: 'Text',
            kind: 'multiline',
            required: 'Enter the text.',
            max: 20_000,
            tooLong: 'The text is too long.',
            minRows: 6,
            helperText: 'HTML is allowed (<p>, <strong>, links); it is cleaned on display.',
          },
          // A new entry needs an image; an edit keeps the current one unless another is chosen.
          {
            name: 'image',
            label: entry ? 'Replace image (optional)' : 'Image',
            kind: 'image',
            picture: PICTURE_USES.waterPicture,
            required: !entry,
            currentUrl: entry?.imgUrl,
          },
        ]}
        values={entry}
        submitLabel={entry ? 'Save Changes' : 'Add Entry'}
        saved={`${water.name} entry saved.`}
        onClose={close}
        onSubmit={async ({ text, image }) => {
          if (entry) return update.mutateAsync({ id: entry.id, changes: { text, image } });
          if (image) return add.mutateAsync({ text, image });
        }}
      />
    );
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
          {
            label: 'History',
            dialog: (close) => (
              <HistoryDialog
                area="manageWaters"
                path={waterEntryRef(water.key, entry.id).path}
                name={`${water.name} entry ${position(entry)}`}
                onClose={close}
              />
            ),
          },
        ]}
        editDialog={dialog}
        remove={{
          restorable: true,
          question: () => `Delete this ${water.name} entry and its image?`,
          onDelete: (entry) => remove.mutateAsync(entry.id),
          done: () => `${water.name} entry deleted.`,
          failureAction: 'delete the entry',
        }}
      />
    </>
  );
}
