import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { AddContactDialog } from './AddContactDialog';
import { ChangeImageDialog } from './ChangeImageDialog';

export function ManageContactsPage() {
  const contacts = useContacts();
  const remove = useDeleteContact();
  return (
    <AdminPage
      title="Manage Contacts"
      heading="Manage Contact"
      buttons={[
        { label: 'Add Contact', dialog: (close) => <AddContactDialog onClose={close} /> },
        {
          label: 'Change Image',
          dialog: (close) => (
            <ChangeImageDialog currentUrl={contacts.data?.imageURL} onClose={close} />
          ),
        },
      ]}
    >
      <CrudList
        label="Contacts"
        query={contacts}
        rows={(data) => data.contacts}
        columns={[
          { header: 'Title', render: (contact) => contact.title },
          { header: 'Name', render: (contact) => contact.name },
          { header: 'Number', render: (contact) => contact.phoneNumber },
          { header: 'Email', render: (contact) => contact.email, long: true },
        ]}
        remove={{
          question: (contact) => `Delete the contact ${contact.title} (${contact.name})?`,
          onDelete: (contact) => remove.mutateAsync(contact.id),
          done: (contact) => `${contact.title} contact deleted.`,
          failureAction: 'delete the contact',
        }}
      />
    </AdminPage>
  );
}
