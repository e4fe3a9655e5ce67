import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { isValid as isValidDate, parse, startOfToday } from 'date-fns';
import { lazy, Suspense } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from '../../../components/notifications/notifier-context';
import { RichTextField } from '../../../components/rich-text/RichTextField';
import { useUnsavedChangesWarning } from '../../../components/rich-text/use-unsaved-changes-warning';
import { errorMessage } from '../../../lib/error-message';
import { useSaveRules } from '../api/save-rules';
import type { SiteContent } from '../types';

// MUI X's pickers are needed on this tab alone.
const RulesUpdatedPicker = lazy(() => import('./rules-date/RulesUpdatedPicker'));

const DATE_MESSAGE = 'Enter the date the rules were updated, as dd/mm/yyyy.';
const rulesSchema = z.object({
  rulesText: z.string().max(50_000, 'The rules are too long: keep them under 50,000 characters.'),
  rulesUpdated: z
    .date({ error: DATE_MESSAGE })
    .nullable()
    .refine((date) => date !== null && isValidDate(date), DATE_MESSAGE)
    .refine((date) => date === null || date <= new Date(), 'The date cannot be in the future.'),
});
type RulesValues = z.input<typeof rulesSchema>;

/** The stored dd/mm/yyyy text as a date, or null when it is not one. */
function storedDay(text: string): Date | null {
  const date = parse(text, 'dd/MM/yyyy', new Date());
  return isValidDate(date) ? date : null;
}

/** Rules: the rules text and the date they last changed (today when the text is edited). */
export function RulesTab({ content }: { content: SiteContent }) {
  const saveRules = useSaveRules();
  const notify = useNotify();
  const { control, handleSubmit, reset, setValue, getFieldState, formState } = useForm<RulesValues>(
    {
      resolver: zodResolver(rulesSchema),
      mode: 'onChange',
      defaultValues: {
        rulesText: content.rulesText,
        rulesUpdated: storedDay(content.rulesUpdated),
      },
    },
  );
  useUnsavedChangesWarning(formState.isDirty);

  const submit = handleSubmit(({ rulesText, rulesUpdated }) =>
    saveRules.mutate(
      { rulesText, rulesUpdated: rulesUpdated! },
      {
        onSuccess: (saved) => {
          notify(`The rules were saved (updated ${saved.rulesUpdated}).`, 'success');
          reset({ rulesText: saved.rulesText, rulesUpdated: storedDay(saved.rulesUpdated) });
        },
        onError: (error) => notify(errorMessage(error, 'save the rules'), 'error'),
      },
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Controller
        control={control}
        name="rulesText"
        render={({ field, fieldState }) => (
          <RichTextField
            label="Rules Text"
            value={field.value}
            onChange={(html) => {
              field.onChange(html);
              // Spec: editing the rules sets their date to today, unless the admin chose one.
              if (!getFieldState('rulesUpdated').isDirty) {
                setValue('rulesUpdated', startOfToday(), { shouldValidate: true });
              }
            }}
            onBlur={field.onBlur}
            disabled={saveRules.isPending}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="rulesUpdated"
        render={({ field, fieldState }) => (
          <Suspense fallback={<Skeleton variant="rounded" height={56} sx={{ maxWidth: 320 }} />}>
            <RulesUpdatedPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              disabled={saveRules.isPending}
            />
          </Suspense>
        )}
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
