import Alert from '@mui/material/Alert';
import { FormDialog } from '../../../components/admin/AdminForm';
import { errorMessage } from '../../../lib/error-message';
// The contact is copied from a committee member, so the committee's read api is used here.
import { useMembers } from '../../committee';
import { useAddContact } from '../api/add-contact';

/** 'Add Contact': a committee member's name, e-mail and number under a title. */
export function AddContactDialog({ onClose }: { onClose: () => void }) {
  const members = useMembers();
  const add = useAddContact();
  return (
    <FormDialog
      title="Add Contact"
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
      submitLabel="Submit Contact"
      saved={({ title }) => `${title} contact added.`}
      onClose={onClose}
      onSubmit={async ({ memberId, title }) => {
        const member = members.data?.find((m) => m.id === memberId);
        // Spec section 5: a member who has gone meanwhile saves nothing.
        if (!member) throw new Error('Selected member not found. Choose another.');
        await add.mutateAsync({
          title,
          name: member.memberName,
          email: member.contactEmail,
          phoneNumber: member.contactNumber,
        });
      }}
    >
      {members.isError && (
        <Alert severity="error">{errorMessage(members.error, 'load the committee')}</Alert>
      )}
    </FormDialog>
  );
}
