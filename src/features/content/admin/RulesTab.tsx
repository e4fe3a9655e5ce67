import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../components/notifications/notifier-context';
import { errorMessage } from '../../../lib/error-message';
import { useSaveRules } from '../api/save-rules';
import type { SiteContent } from '../types';

/** Rules: the rules text and when it last changed; saving stamps today's date. */
export function RulesTab({ content }: { content: SiteContent }) {
  const saveRules = useSaveRules();
  const notify = useNotify();
  const { register, handleSubmit } = useForm({ defaultValues: { rulesText: content.rulesText } });

  const submit = handleSubmit(({ rulesText }) =>
    saveRules.mutate(rulesText, {
      onSuccess: (updated) => notify(`The rules were saved (updated ${updated}).`, 'success'),
      onError: (error) => notify(errorMessage(error, 'save the rules'), 'error'),
    }),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <TextField label="Rules Text" multiline rows={10} {...register('rulesText')} />
      <TextField
        label="Rules Updated"
        value={content.rulesUpdated}
        helperText="Set to today's date when the rules are saved."
        slotProps={{ htmlInput: { readOnly: true } }}
        sx={{ maxWidth: 240 }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={saveRules.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {saveRules.isPending ? 'Saving...' : 'Save Rules'}
      </Button>
    </Stack>
  );
}
