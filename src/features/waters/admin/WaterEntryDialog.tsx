import { z } from 'zod';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/admin/FormTextField';
import { ImageField } from '../../../components/admin/ImageField';
import type { Water } from '../../../config/waters';
import { imageFileSchema } from '../../../lib/image-file';
import { useAddWaterEntry } from '../api/add-water-entry';
import { useUpdateWaterEntry } from '../api/update-water-entry';
import type { WaterEntry } from '../types';

const text = z.string().trim().min(1, 'Enter the text.').max(20_000, 'The text is too long.');
/** A new entry needs an image; an edit keeps the current one unless another is chosen. */
const createSchema = z.object({ text, image: imageFileSchema });
const editSchema = z.object({ text, image: imageFileSchema.optional() });

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
      schema={entry ? editSchema : createSchema}
      defaultValues={{ text: entry?.text ?? '', image: undefined }}
      submitLabel={entry ? 'Save Changes' : 'Add Entry'}
      saved={`${water.name} entry saved.`}
      onClose={onClose}
      onSubmit={async ({ text, image }) => {
        if (entry) await update.mutateAsync({ id: entry.id, changes: { text, image } });
        else if (image) await add.mutateAsync({ text, image });
      }}
    >
      <FormTextField
        name="text"
        label="Text"
        required
        multiline
        minRows={6}
        helperText="HTML is allowed (<p>, <strong>, links); it is cleaned on display."
      />
      <ImageField
        name="image"
        label={entry ? 'Replace image (optional)' : 'Image'}
        required={!entry}
        currentUrl={entry?.imgUrl}
      />
    </FormDialog>
  );
}
