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
import { MODAL_WIDTH } from '../../../config/constants';
import { errorMessage } from '../../../lib/error-message';
import { useUploadContactImage } from '../api/upload-contact-image';

const schema = z.object({
  image: z
    .custom<File | null>((value) => value instanceof File, 'Choose an image.')
    .refine((file) => file?.type.startsWith('image/'), 'Choose an image file (JPEG, PNG, …).'),
});
type Values = z.input<typeof schema>;

/** 'Change Image': replaces the picture shown on the Contact Us page. */
export function ChangeImageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const upload = useUploadContactImage();
  const notify = useNotify();
  // Shown inside the dialog: a snackbar would sit over its buttons.
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { image: null },
  });

  const submit = handleSubmit(async ({ image }) => {
    if (!image) return;
    setFailure(undefined);
    try {
      await upload.mutateAsync(image);
      notify('Contact page image changed.', 'success');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'upload the image'));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={upload.isPending ? undefined : onClose}
      aria-labelledby="change-image-title"
      slotProps={{ paper: { sx: { width: MODAL_WIDTH } } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-image-title">Change Image</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          <Controller
            control={control}
            name="image"
            render={({ field: { onChange, onBlur, name, ref } }) => (
              <TextField
                type="file"
                required
                label="Image"
                fullWidth
                margin="normal"
                name={name}
                inputRef={ref}
                onBlur={onBlur}
                onChange={(event) =>
                  onChange((event.target as HTMLInputElement).files?.[0] ?? null)
                }
                error={!!formState.errors.image}
                helperText={formState.errors.image?.message}
                slotProps={{ htmlInput: { accept: 'image/*' }, inputLabel: { shrink: true } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Submit Image'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
