import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CollectionList } from '../../../components/admin/CollectionList';
import { fieldColumns } from '../../../components/admin/field-columns';
import { contactsCollection } from '../api/contacts-collection';
import type { Contact } from '../types';
import { ContactDialog } from './ContactDialog';
import { ChangeImageDialog } from './ChangeImageDialog';

export function ManageContactsPage() {
  // The same query as the list's (one read): the page image sits beside the contacts.
  const contacts = useQuery(contactsCollection.list);
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
      <CollectionList
        label="Contacts"
        api={contactsCollection}
        columns={[
          ...fieldColumns<Contact>({ Title: 'title', Name: 'name', Number: 'phoneNumber' }),
          { header: 'Email', render: (contact) => contact.email, long: true },
        ]}
        editDialog={(contact) => (close) => <ContactDialog contact={contact} onClose={close} />}
        remove={{
          question: (contact) => `Delete the contact ${contact.title} (${contact.name})?`,
          done: (contact) => `${contact.title} contact deleted.`,
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Each contact shows its committee member&apos;s current name, number and e-mail: change those
        once, in Manage Committee.
      </Typography>
    </AdminPage>
  );
}
