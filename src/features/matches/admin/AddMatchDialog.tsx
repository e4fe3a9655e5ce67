import { FormDateField } from '../../../components/admin/FormDateField';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/admin/FormTextField';
import { titleCase } from '../../../lib/title-case';
import { useAddMatch } from '../api/add-match';
import { addMatchSchema, emptyAddMatch } from './add-match-schema';

/** Adds a match; each opening starts empty. Loaded on demand: it carries the date pickers. */
export function AddMatchDialog({ onClose }: { onClose: () => void }) {
  const addMatch = useAddMatch();
  return (
    <FormDialog
      title="Add Match"
      schema={addMatchSchema}
      defaultValues={emptyAddMatch}
      saved={(values) => `${values.description} was added to the match list.`}
      disableUntilValid
      onClose={onClose}
      onSubmit={(values) => addMatch.mutateAsync(values)}
    >
      {/* Description and location are title-cased as they are typed (spec section 5). */}
      <FormTextField name="description" label="Description" required transform={titleCase} />
      <FormTextField name="location" label="Location" required transform={titleCase} />
      <FormDateField name="drawTime" label="Draw Time" kind="time" required />
      <FormDateField name="date" label="Date" required />
    </FormDialog>
  );
}
