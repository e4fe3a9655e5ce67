import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from '../../../components/notifications/notifier-context';
import { RichTextField } from '../../../components/rich-text/RichTextField';
import { useUnsavedChangesWarning } from '../../../components/rich-text/use-unsaved-changes-warning';
import { errorMessage } from '../../../lib/error-message';
import { useSaveNewsletter } from '../api/save-newsletter';
import type { SiteContent } from '../types';

const newsletterSchema = z.object({
  newsletterText: z
    .string()
    .max(50_000, 'The newsletter is too long: keep it under 50,000 characters.'),
});

/** Newsletter: the latest newsletter's text. */
export function NewsletterTab({ content }: { content: SiteContent }) {
  const saveNewsletter = useSaveNewsletter();
  const notify = useNotify();
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(newsletterSchema),
    mode: 'onChange',
    defaultValues: { newsletterText: content.newsletterText },
  });
  useUnsavedChangesWarning(formState.isDirty);

  const submit = handleSubmit(({ newsletterText }) =>
    saveNewsletter.mutate(newsletterText, {
      onSuccess: (saved) => {
        notify('The newsletter was saved.', 'success');
        reset({ newsletterText: saved });
      },
      onError: (error) => notify(errorMessage(error, 'save the newsletter'), 'error'),
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Controller
        control={control}
        name="newsletterText"
        render={({ field, fieldState }) => (
          <RichTextField
            label="Newsletter Text"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={saveNewsletter.isPending}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={saveNewsletter.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {saveNewsletter.isPending ? 'Saving...' : 'Save Newsletter'}
      </Button>
    </Stack>
  );
}
