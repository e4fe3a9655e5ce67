import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../components/notifications/notifier-context';
import { errorMessage } from '../../../lib/error-message';
import { useSaveNewsletter } from '../api/save-newsletter';
import type { SiteContent } from '../types';

export function NewsletterTab({ content }: { content: SiteContent }) {
  const saveNewsletter = useSaveNewsletter();
  const notify = useNotify();
  const { register, handleSubmit } = useForm({
    defaultValues: { newsletterText: content.newsletterText },
  });

  const submit = handleSubmit(({ newsletterText }) =>
    saveNewsletter.mutate(newsletterText, {
      onSuccess: () => notify('The newsletter was saved.', 'success'),
      onError: (error) => notify(errorMessage(error, 'save the newsletter'), 'error'),
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <TextField label="Newsletter Text" multiline rows={10} {...register('newsletterText')} />
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
