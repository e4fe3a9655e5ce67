import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useState } from 'react';
import { z } from 'zod';
import { useNotify } from '../../../components/notifications/notifier-context';
import type { Water } from '../../../config/waters';
import { errorMessage } from '../../../lib/error-message';
import { useAddWaterEntry } from '../api/add-water-entry';
import { useUpdateWaterEntry } from '../api/update-water-entry';
import type { WaterEntry } from '../types';

const MAX_TEXT_LENGTH = 20_000;

/** Create mode needs an image; edit mode keeps the current one unless a new one is chosen. */
function schemaFor(mode: 'create' | 'edit') {
  return z.object({
    text: z.string().trim().min(1, 'Enter the text.').max(MAX_TEXT_LENGTH, 'The text is too long.'),
    image: z
      .custom<File | null>((value) => value === null || value instanceof File)
      .refine((file) => mode === 'edit' || file !== null, 'Choose an image.')
      .refine((file) => !file || file.type.startsWith('image/'), 'Choose an image file.'),
  });
}
type Values = z.input<ReturnType<typeof schemaFor>>;

interface WaterEntryDialogProps {
  water: Water;
  /** The entry being edited; undefined means a new entry. */
  entry?: WaterEntry;
  onClose: () => void;
}

export function WaterEntryDialog({ water, entry, onClose }: WaterEntryDialogProps) {
  const add = useAddWaterEntry(water.key);
  const update = useUpdateWaterEntry(water.key);
  const notify = useNotify();
  // Shown inside the dialog: a snackbar would sit over its buttons.
  const [failure, setFailure] = useState<string>();
  const busy = add.isPending || update.isPending;
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schemaFor(entry ? 'edit' : 'create')),
    defaultValues: { text: entry?.text ?? '', image: null },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ text, image }) => {
    setFailure(undefined);
    try {
      if (entry) {
        await update.mutateAsync({ id: entry.id, changes: { text, image: image ?? undefined } });
      } else if (image) {
        await add.mutateAsync({ text, image });
      }
      notify(`${water.name} entry saved.`, 'success');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'save the entry'));
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="water-entry-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="water-entry-title">
          {entry ? `Edit ${water.name} Entry` : `Add ${water.name} Entry`}
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          <TextField
            label="Text"
            required
            multiline
            minRows={6}
            fullWidth
            margin="normal"
            {...register('text')}
            error={!!errors.text}
            helperText={
              errors.text?.message ??
              'HTML is allowed (<p>, <strong>, links); it is cleaned on display.'
            }
          />
          <Controller
            control={control}
            name="image"
            render={({ field: { onChange, onBlur, name, ref } }) => (
              <TextField
                type="file"
                required={!entry}
                label={entry ? 'Replace image (optional)' : 'Image'}
                fullWidth
                margin="normal"
                name={name}
                inputRef={ref}
                onBlur={onBlur}
                onChange={(event) =>
                  onChange((event.target as HTMLInputElement).files?.[0] ?? null)
                }
                error={!!errors.image}
                helperText={errors.image?.message}
                slotProps={{ htmlInput: { accept: 'image/*' }, inputLabel: { shrink: true } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : entry ? 'Save Changes' : 'Add Entry'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
