import { FormDialog } from '../../../components/admin/AdminForm';
import type { Water } from '../../../config/waters';
import { useAddWaterEntry } from '../api/add-water-entry';
import { useUpdateWaterEntry } from '../api/update-water-entry';
import type { WaterEntry } from '../types';

interface WaterEntryDialogProps {
  water: Water;
  /** The entry being edited; undefined means a new entry. */
  entry?: WaterEntry;
  onClose: () => void;
}

export function WaterEntryDialog({ water, entry, onClose }: WaterEntryDialogProps) {
  const add = useAddWaterEntry(water.key);
  const update = useUpdateWaterEntry(water.key);
  return (
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
          required: !entry,
          currentUrl: entry?.imgUrl,
        },
      ]}
      values={entry}
      submitLabel={entry ? 'Save Changes' : 'Add Entry'}
      saved={`${water.name} entry saved.`}
      onClose={onClose}
      onSubmit={async ({ text, image }) => {
        if (entry) await update.mutateAsync({ id: entry.id, changes: { text, image } });
        else if (image) await add.mutateAsync({ text, image });
      }}
    />
  );
}
