import Button from '@mui/material/Button';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/AdminList';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { QueryState } from '../../../components/admin/QueryState';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import type { Contact } from '../types';
import { AddContactDialog } from './AddContactDialog';
import { ChangeImageDialog } from './ChangeImageDialog';

export function ManageContactsPage() {
  const contacts = useContacts();
  const remove = useDeleteContact();
  const [dialog, setDialog] = useState<'closed' | 'add' | 'image'>('closed');
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const close = () => setDialog('closed');

  return (
    <AdminPage
      title="Manage Contacts"
      heading="Manage Contact"
      actions={
        <>
          <Button variant="contained" onClick={() => setDialog('add')}>
            Add Contact
          </Button>
          <Button variant="outlined" onClick={() => setDialog('image')}>
            Change Image
          </Button>
        </>
      }
    >
      <QueryState query={contacts} what="the contacts">
        {({ contacts: rows, imageURL }) => (
          <>
            <AdminList
              label="Contacts"
              rows={rows}
              rowKey={(contact) => contact.id}
              rowName={(contact) => contact.title}
              emptyText="No contacts yet."
              columns={[
                { header: 'Title', render: (contact) => contact.title },
                { header: 'Name', render: (contact) => contact.name },
                { header: 'Number', render: (contact) => contact.phoneNumber },
                { header: 'Email', render: (contact) => contact.email, long: true },
              ]}
              actions={(contact) => [
                { label: 'Delete', color: 'error', onClick: () => setToDelete(contact) },
              ]}
            />
            <ChangeImageDialog open={dialog === 'image'} currentUrl={imageURL} onClose={close} />
          </>
        )}
      </QueryState>
      <AddContactDialog open={dialog === 'add'} onClose={close} />
      <ConfirmDelete
        item={toDelete}
        question={(contact) => `Delete the contact ${contact.title} (${contact.name})?`}
        onDelete={(contact) => remove.mutateAsync(contact.id)}
        done={(contact) => `${contact.title} contact deleted.`}
        failureAction="delete the contact"
        onClose={() => setToDelete(null)}
      />
    </AdminPage>
  );
}
