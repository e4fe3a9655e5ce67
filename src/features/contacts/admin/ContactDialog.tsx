import Alert from '@mui/material/Alert';
import { useWatch } from 'react-hook-form';
import { CollectionFormDialog } from '../../../components/admin/CollectionFormDialog';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { FormField } from '../../../components/admin/FormFields';
import { errorMessage } from '../../../lib/error-message';
import { z } from '../../../lib/zod';
// A contact is linked to a committee member, so the committee's read api is used here.
import { useMembers } from '../../committee';
import { contactsCollection } from '../api/contacts-collection';
import type { Contact } from '../types';

const NOT_ON_COMMITTEE = 'Not on the committee (details below)';

/**
 * A contact's own details, held by the form throughout but drawn only when no committee member is
 * chosen: a linked contact shows its member's details instead.
 */
const OWN_FIELDS = [
  { name: 'name', label: 'Name', max: 80, hidden: true },
  { name: 'phoneNumber', label: 'Number', type: 'tel', max: 40, hidden: true },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    schema: z.union([z.literal(''), z.email('Enter a valid email address.')]),
    hidden: true,
  },
] as const satisfies readonly FieldSpec[];

function OwnDetails() {
  const memberId = useWatch({ name: 'memberId' }) as string;
  if (memberId) return null;
  return OWN_FIELDS.map((spec) => (
    <FormField key={spec.name} spec={{ ...spec, hidden: false, required: spec.name === 'name' }} />
  ));
}

/**
 * 'Add Contact': a title and a committee member, linked, so the contact shows the member's current
 * name, e-mail and number; or, for someone not on the committee, the contact's own details. Given
 * `contact`, 'Edit Contact' with the same fields and checks.
 */
export function ContactDialog({ contact, onClose }: { contact?: Contact; onClose: () => void }) {
  const members = useMembers();
  // Its linked member; an older contact, stored before the link, by name.
  const memberId =
    contact && (contact.memberId ?? members.data?.find((m) => m.memberName === contact.name)?.id);
  if (contact && members.isPending) return null;
  return (
    <CollectionFormDialog
      api={contactsCollection}
      row={contact}
      title={contact ? 'Edit Contact' : 'Add Contact'}
      {...(contact && {
        values: {
          memberId: memberId ?? '',
          title: contact.title,
          name: memberId ? '' : contact.name,
          phoneNumber: memberId ? '' : (contact.phoneNumber ?? ''),
          email: memberId ? '' : (contact.email ?? ''),
        },
      })}
      fields={[
        {
          name: 'memberId',
          label: 'Select Member',
          kind: 'select',
          disabled: members.isPending,
          placeholder: members.isPending ? 'Loading members…' : NOT_ON_COMMITTEE,
          helperText:
            'A committee member’s own name, number and e-mail are shown, kept up to date.',
          options: (members.data ?? []).map((member) => ({
            value: member.id,
            label: `${member.memberName} (${member.memberRole})`,
          })),
        },
        {
          name: 'title',
          label: 'Title',
          required: 'Enter a title.',
          max: 80,
          tooLong: 'Keep the title under 80 characters.',
        },
        ...OWN_FIELDS,
      ]}
      refine={(values, context) => {
        if (!values.memberId && !values.name)
          context.addIssue({
            code: 'custom',
            path: ['name'],
            message: 'Select a member, or enter the name of someone not on the committee.',
          });
      }}
      submitLabel={contact ? 'Save Contact' : 'Submit Contact'}
      saved={({ title }) => (contact ? `${title} contact saved.` : `${title} contact added.`)}
      onClose={onClose}
      toInput={({ memberId, title, name, phoneNumber, email }) => {
        if (!memberId) return { title, name, phoneNumber, email };
        const member = members.data?.find((m) => m.id === memberId);
        // docs/product-spec.md §5: a member who has gone meanwhile saves nothing.
        if (!member) throw new Error('Selected member not found. Choose another.');
        // Linked: Contact Us shows the member's current details, edited in Manage Committee.
        return {
          title,
          memberId: member.id,
          name: member.memberName,
          email: member.contactEmail,
          phoneNumber: member.contactNumber,
        };
      }}
    >
      <OwnDetails />
      {members.isError && (
        <Alert severity="error">{errorMessage(members.error, 'load the committee')}</Alert>
      )}
    </CollectionFormDialog>
  );
}
