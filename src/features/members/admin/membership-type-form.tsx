import { choices } from '../../../components/admin/field-spec';
import { collectionForm } from '../../../components/admin/collection-form';
import { AGE_BAND_LABELS } from '../../../config/membership';
import { membershipTypesCollection } from '../api/membership-types';
import { poundsSchema } from '../money';
import type { MembershipTypeRow } from '../types';

// One declaration for Add Type and Edit Type; the price is typed in pounds and kept in pence.
export const membershipTypeForm = collectionForm(
  membershipTypesCollection,
  (type?: MembershipTypeRow) => ({
    title: type ? 'Edit Membership Type' : 'Add Membership Type',
    fields: [
      { name: 'name', label: 'Name', required: 'Enter the name, e.g. Adult.', max: 60 },
      {
        name: 'pricePence',
        label: 'Price (£)',
        required: true,
        type: 'text',
        schema: poundsSchema('Enter the price in pounds, e.g. 45 or 22.50.'),
        helperText: 'For the season, in pounds.',
      },
      {
        name: 'ageBand',
        label: 'Age band',
        kind: 'select',
        options: choices(AGE_BAND_LABELS),
        required: 'Choose the age band.',
      },
      {
        name: 'cap',
        label: 'Most members (optional)',
        kind: 'number',
        max: 100_000,
        invalid: 'Enter a whole number of 1 or more, or leave it empty for no limit.',
        helperText: 'Past this many active members, applicants join a waiting list.',
      },
      { name: 'description', label: 'Description', kind: 'multiline', max: 500, minRows: 2 },
    ],
    // The rules take a limit of at least one (none is "no limit", left empty).
    refine: (values, context) => {
      if (values.cap === 0) {
        context.addIssue({
          code: 'custom',
          path: ['cap'],
          message: 'Enter a whole number of 1 or more, or leave it empty for no limit.',
        });
      }
    },
    saved: ({ name }) => `${name} was saved.`,
    disableUntilValid: true,
  }),
);
