import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import { contactRef } from '../api/add-contact';
import { ContactDialog } from './ContactDialog';
import { ChangeImageDialog } from './ChangeImageDialog';

export function ManageContactsPage() {
  const contacts = useContacts();
  const remove = useDeleteContact();
  return (
    <AdminPage
      title="Manage Contacts"
      heading="Manage Contact"
      buttons={[
        { label: 'Add Contact', dialog: (close) => <ContactDialog onClose={close} /> },
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
        actions={(contact) => [
          {
            label: 'History',
            dialog: (close) => (
              <HistoryDialog
                area="manageContacts"
                path={contactRef(contact.id).path}
                name={contact.title}
                onClose={close}
              />
            ),
          },
        ]}
        editDialog={(contact) => (close) => <ContactDialog contact={contact} onClose={close} />}
        remove={{
          restorable: true,
          question: (contact) => `Delete the contact ${contact.title} (${contact.name})?`,
          onDelete: (contact) => remove.mutateAsync({ id: contact.id, title: contact.title }),
          done: (contact) => `${contact.title} contact deleted.`,
          failureAction: 'delete the contact',
        }}
      />
    </AdminPage>
  );
}
