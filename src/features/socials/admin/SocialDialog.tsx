import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNotify } from '../../../components/notifications/notifier-context';
import { MODAL_WIDTH } from '../../../config/constants';
import { errorMessage } from '../../../lib/error-message';
import { useCreateSocial } from '../api/create-social';
import { useUpdateSocial } from '../api/update-social';
import type { SocialLink } from '../types';
import {
  SOCIAL_NAME_OPTIONS,
  socialFormSchema,
  socialFormValues,
  toSocialInput,
  type SocialFormValues,
} from './social-form';

interface SocialDialogProps {
  open: boolean;
  /** The link being edited; undefined means create mode. */
  social?: SocialLink;
  onClose: () => void;
}

/** The Create Social / Edit Social modal. Mounted per opening, so each opening starts fresh. */
export function SocialDialog({ open, social, onClose }: SocialDialogProps) {
  const notify = useNotify();
  // Shown inside the dialog: a snackbar would sit over its buttons.
  const [failure, setFailure] = useState<string>();
  const create = useCreateSocial();
  const update = useUpdateSocial();
  const busy = create.isPending || update.isPending;
  const { control, register, handleSubmit, formState } = useForm<
    SocialFormValues,
    unknown,
    ReturnType<typeof socialFormSchema.parse>
  >({ resolver: zodResolver(socialFormSchema), defaultValues: socialFormValues(social) });
  const [socialName, socialURL] = useWatch({ control, name: ['socialName', 'socialURL'] });
  const incomplete = !socialName || !socialURL.trim();

  const submit = handleSubmit(async (values) => {
    const input = toSocialInput(values);
    setFailure(undefined);
    try {
      if (social) await update.mutateAsync({ id: social.id, input });
      else await create.mutateAsync(input);
      notify(`${input.socialName} link saved.`, 'success');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'save the social link'));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="social-dialog-title"
      slotProps={{ paper: { sx: { width: MODAL_WIDTH } } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="social-dialog-title">
          {social ? 'Edit Social' : 'Create Social'}
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          <TextField
            select
            label="Social Name"
            fullWidth
            margin="normal"
            {...register('socialName')}
            error={!!formState.errors.socialName}
            helperText={formState.errors.socialName?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a network</option>
            {SOCIAL_NAME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
          <TextField
            label="URL"
            type="url"
            fullWidth
            margin="normal"
            {...register('socialURL')}
            error={!!formState.errors.socialURL}
            helperText={formState.errors.socialURL?.message}
          />
          <FormControl margin="normal">
            <FormLabel id="social-visible-label">Visible</FormLabel>
            <Controller
              control={control}
              name="visible"
              render={({ field }) => (
                <RadioGroup row aria-labelledby="social-visible-label" {...field}>
                  <FormControlLabel value="yes" control={<Radio />} label="Yes" />
                  <FormControlLabel value="no" control={<Radio />} label="No" />
                </RadioGroup>
              )}
            />
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={incomplete || busy}>
            Save Changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
