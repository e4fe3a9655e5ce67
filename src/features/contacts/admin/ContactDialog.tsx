import Alert from '@mui/material/Alert';
import { CollectionFormDialog } from '../../../components/admin/CollectionFormDialog';
import { errorMessage } from '../../../lib/error-message';
// The contact is copied from a committee member, so the committee's read api is used here.
import { useMembers } from '../../committee';
import { contactsCollection } from '../api/contacts-collection';
import type { Contact } from '../types';

/**
 * 'Add Contact': a committee member under a title, linked, so the contact shows the member's
 * current name, e-mail and number; given `contact`, 'Edit Contact' with the same fields and checks.
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
      {...(contact && { values: { memberId: memberId ?? '', title: contact.title } })}
      fields={[
        {
          name: 'memberId',
          label: 'Select Member',
          kind: 'select',
          required: 'Select a member.',
          disabled: members.isPending,
          placeholder: members.isPending ? 'Loading members…' : 'Choose a member',
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
      ]}
      submitLabel={contact ? 'Save Contact' : 'Submit Contact'}
      saved={({ title }) => (contact ? `${title} contact saved.` : `${title} contact added.`)}
      onClose={onClose}
      toInput={({ memberId, title }) => {
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
      {members.isError && (
        <Alert severity="error">{errorMessage(members.error, 'load the committee')}</Alert>
      )}
    </CollectionFormDialog>
  );
}
