import Skeleton from '@mui/material/Skeleton';
import { isValid as isValidDate, parse, startOfToday } from 'date-fns';
import { lazy, Suspense } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { AdminForm } from '../../../components/admin/AdminForm';
import { FormRichTextField } from '../../../components/rich-text/FormRichTextField';
import { formatDay } from '../../../lib/dates';
import { useSaveRules } from '../api/save-rules';
import type { SiteContent } from '../types';

// MUI X's pickers are needed on this tab alone.
const FormDateField = lazy(() =>
  import('../../../components/admin/FormDateField').then((m) => ({ default: m.FormDateField })),
);

const DATE_MESSAGE = 'Enter the date the rules were updated, as dd/mm/yyyy.';
const rulesSchema = z.object({
  rulesText: z.string().max(50_000, 'The rules are too long: keep them under 50,000 characters.'),
  rulesUpdated: z
    .date({ error: DATE_MESSAGE })
    .nullable()
    .refine((date) => date !== null && isValidDate(date), DATE_MESSAGE)
    .refine((date) => date === null || date <= new Date(), 'The date cannot be in the future.')
    .transform((date) => date!),
});
type RulesValues = z.input<typeof rulesSchema>;

/** The stored dd/mm/yyyy text as a date, or null when it is not one. */
function storedDay(text: string): Date | null {
  const date = parse(text, 'dd/MM/yyyy', new Date());
  return isValidDate(date) ? date : null;
}

/** The rules text; editing it sets their date to today (spec), unless the admin chose one. */
function RulesTextField() {
  const { setValue, getFieldState } = useFormContext<RulesValues>();
  return (
    <FormRichTextField
      name="rulesText"
      label="Rules Text"
      onEdit={() => {
        if (!getFieldState('rulesUpdated').isDirty) {
          setValue('rulesUpdated', startOfToday(), { shouldValidate: true });
        }
      }}
    />
  );
}

/** Rules: the rules text and the date they last changed. */
export function RulesTab({ content }: { content: SiteContent }) {
  const saveRules = useSaveRules();
  return (
    <AdminForm
      editor
      schema={rulesSchema}
      defaultValues={{
        rulesText: content.rulesText,
        rulesUpdated: storedDay(content.rulesUpdated),
      }}
      submitLabel="Save Rules"
      saved={({ rulesUpdated }) => `The rules were saved (updated ${formatDay(rulesUpdated)}).`}
      onSubmit={(values) => saveRules.mutateAsync(values)}
    >
      <RulesTextField />
      <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
        <FormDateField
          name="rulesUpdated"
          label="Rules Updated"
          disableFuture
          helperText="Set to today when the rules text changes; change it if needed."
        />
      </Suspense>
    </AdminForm>
  );
}
