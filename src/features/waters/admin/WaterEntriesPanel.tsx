import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { collectionForm } from '../../../components/admin/collection-form';
import { CollectionList } from '../../../components/admin/CollectionList';
import { DialogButton } from '../../../components/admin/DialogButton';
import { SafeHtml } from '../../../components/SafeHtml';
import { sanitizeStoredHtml } from '../../../lib/sanitize-html';
import { useNotify } from '../../../components/notifications/notifier-context';
import type { Water } from '../../../config/waters';
import { errorMessage } from '../../../lib/error-message';
import { moveEntry, useReorderWaterEntries } from '../api/reorder-water-entries';
import { waterEntriesCollection } from '../api/water-entries-collection';
import type { WaterEntry } from '../types';
import { PICTURE_USES } from '../../../config/areas';

/** One water's entries, in page order, with add, edit, move and delete. */
export function WaterEntriesPanel({ water }: { water: Water }) {
  const api = useMemo(() => waterEntriesCollection(water.key), [water.key]);
  // The list's own query: positions and the busy state while it refreshes.
  const entries = useQuery(api.list);
  const reorder = useReorderWaterEntries(water.key);
  const notify = useNotify();
  const form = collectionForm(api, (entry) => ({
    title: entry ? `Edit ${water.name} Entry` : `Add ${water.name} Entry`,
    fields: [
      // The articles' editor (issue 34): the stored text is the same HTML, shown formatted.
      {
        name: 'text',
        label: 'Text',
        kind: 'richText',
        required: 'Enter the text.',
        max: 20_000,
        tooLong: 'The text is too long.',
      },
      // A new entry needs an image; an edit keeps the current one unless another is chosen, or
      // it is removed (the entry stays, without a picture).
      {
        name: 'image',
        label: entry?.imgUrl ? 'Replace image (optional)' : entry ? 'Image (optional)' : 'Image',
        kind: 'image',
        picture: PICTURE_USES.waterPicture,
        required: !entry,
        ...(entry?.imgUrl && { currentUrl: entry.imgUrl }),
      },
      ...(entry?.imgUrl
        ? [
            {
              name: 'removeImage',
              label: 'Remove the image (the entry stays)',
              kind: 'checkbox' as const,
            },
          ]
        : []),
    ],
    warnUnsaved: true,
    submitLabel: entry ? 'Save Changes' : 'Add Entry',
    saved: `${water.name} entry saved.`,
  }));
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
      <DialogButton label="Add Entry" dialog={form.add} sx={{ mb: 2 }} />
      <CollectionList
        label={`${water.name} entries`}
        api={api}
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
            render: (entry) => (
              <SafeHtml html={sanitizeStoredHtml(entry.text)} sx={{ '& p': { my: 0.5 } }} />
            ),
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
        form={form}
        remove={{
          question: () => `Delete this ${water.name} entry and its image?`,
          done: () => `${water.name} entry deleted.`,
        }}
      />
    </>
  );
}
