import { collectionForm } from '../../../components/admin/collection-form';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { z } from '../../../lib/zod';
import { clubMembersCollection } from '../api/club-members-collection';
import type { ClubMember, MembershipTypeRow } from '../types';

const email = (message: string) => z.email(message).max(200);

/** The guardian's fields, for a junior's record. */
const GUARDIAN_FIELDS: FieldSpec[] = [
  { name: 'guardianName', label: 'Parent or guardian', required: 'Enter the name.', max: 100 },
  {
    name: 'guardianEmail',
    label: "Guardian's email",
    type: 'email',
    required: true,
    schema: email("Enter the guardian's email address."),
  },
  {
    name: 'guardianPhone',
    label: "Guardian's phone",
    type: 'tel',
    required: 'Enter a phone number.',
    max: 30,
  },
];

/** Edit a member's details and type (the admin server records the change). */
export function memberForm(types: readonly MembershipTypeRow[]) {
  return collectionForm(clubMembersCollection, (member?: ClubMember) => ({
    title: 'Edit Member',
    submitLabel: 'Save Member',
    fields: [
      { name: 'name', label: 'Name', required: 'Enter the name.', max: 100 },
      {
        name: 'email',
        label: 'Email',
        type: 'email',
        required: true,
        schema: email('Enter a valid email address.'),
      },
      { name: 'phone', label: 'Phone', type: 'tel', required: 'Enter a phone number.', max: 30 },
      {
        name: 'address',
        label: 'Address',
        kind: 'multiline',
        required: 'Enter the address.',
        max: 300,
        minRows: 2,
      },
      {
        name: 'typeId',
        label: 'Membership type',
        kind: 'select',
        required: 'Choose the membership type.',
        options: types.map((type) => ({ value: type.id, label: type.name })),
      },
      { name: 'publishName', label: 'Name may be published', kind: 'checkbox' },
      { name: 'publishPhotos', label: 'Photos may be published', kind: 'checkbox' },
      ...(member?.guardian ? GUARDIAN_FIELDS : []),
    ],
    saved: () => `${member?.name ?? 'The member'}'s details were saved.`,
    disableUntilValid: true,
  }));
}
