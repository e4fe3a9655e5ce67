import { FormDialog } from '../../../components/admin/AdminForm';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { CATCH_LOCATIONS, type CatchLocation } from '../../../config/constants';
import {
  implausibleWeightMessage,
  plausibleMaxOz,
  speciesOf,
} from '../../../config/species-weights';
import { titleCase } from '../../../lib/title-case';
import { useEditCatch } from '../api/edit-catch';
import type { Catch } from '../types';

// The submission form's fields but the photo (docs/product-spec.md §5: name and fish title-cased as typed), with
// its limits (submit-catch-schema.ts); firestore.rules (adminCatchEdit) check the same.
const CATCH_FIELDS = [
  {
    name: 'memberName',
    label: 'Member Name',
    required: 'Enter the name.',
    max: 80,
    tooLong: 'Use at most 80 characters.',
    transform: titleCase,
  },
  {
    name: 'catchLocation',
    label: 'Location',
    kind: 'select',
    required: 'Choose where it was caught.',
    options: CATCH_LOCATIONS.map((water) => ({ value: water, label: water })),
  },
  {
    name: 'fishType',
    label: 'Fish',
    required: 'Enter the fish.',
    max: 60,
    tooLong: 'Use at most 60 characters.',
    transform: titleCase,
    // The weight's plausibility sentence names the fish: it follows a change of fish.
    recheck: ['fishLbs'],
  },
  {
    name: 'fishLbs',
    label: 'Lbs',
    kind: 'number',
    max: 100,
    invalid: 'Lbs must be a whole number from 0 to 100.',
  },
  {
    name: 'fishOz',
    label: 'Oz',
    kind: 'number',
    max: 15,
    invalid: 'Oz must be a whole number from 0 to 15.',
  },
] as const satisfies readonly FieldSpec[];

/**
 * 'Edit Catch' (issue 19): the member's name, the water, the fish and the weight, before or after
 * approval. The photo stays.
 */
export function CatchEditDialog({ entry, onClose }: { entry: Catch; onClose: () => void }) {
  const edit = useEditCatch();
  return (
    <FormDialog
      title="Edit Catch"
      values={{
        memberName: entry.memberName,
        catchLocation: entry.catchLocation,
        fishType: entry.fishType,
        fishLbs: entry.fishLbs ?? '',
        fishOz: entry.fishOz ?? '',
      }}
      fields={CATCH_FIELDS}
      // A weight the species cannot plausibly reach, said under the pounds as when submitting.
      refine={(values, context) => {
        if (values.fishLbs === undefined && values.fishOz === undefined) return;
        const weightOz = (values.fishLbs ?? 0) * 16 + (values.fishOz ?? 0);
        const species = speciesOf(values.fishType);
        if (weightOz > plausibleMaxOz(species))
          context.addIssue({
            code: 'custom',
            path: ['fishLbs'],
            message: implausibleWeightMessage(species),
          });
      }}
      submitLabel="Save Catch"
      saved={({ memberName, fishType }) => `${memberName}'s ${fishType} saved.`}
      onClose={onClose}
      onSubmit={(values) =>
        edit.mutateAsync({
          id: entry.id,
          input: {
            memberName: values.memberName,
            catchLocation: values.catchLocation as CatchLocation,
            // A listed species, or "Other: {name}", as the form and the rules (issue 32).
            fishType: speciesOf(values.fishType),
            fishLbs: values.fishLbs,
            fishOz: values.fishOz,
          },
        })
      }
    />
  );
}
