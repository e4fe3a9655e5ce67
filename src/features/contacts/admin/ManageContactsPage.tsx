import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useNotify } from '../../../components/notifications/notifier-context';
import { PageSpinner } from '../../../components/PageSpinner';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import type { Contact } from '../types';
import { AddContactDialog } from './AddContactDialog';
import { ChangeImageDialog } from './ChangeImageDialog';
import { ContactsTable } from './ContactsTable';

export function ManageContactsPage() {
  useDocumentTitle(adminTitle('Manage Contacts'));
  const contacts = useContacts();
  const remove = useDeleteContact();
  const notify = useNotify();
  const [dialog, setDialog] = useState<'closed' | 'add' | 'image'>('closed');
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const close = () => setDialog('closed');

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notify(`${toDelete.title} contact deleted.`, 'success');
    } catch (error) {
      notify(errorMessage(error, 'delete the contact'), 'error');
    }
    setToDelete(null);
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Contact
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setDialog('add')}>
          Add Contact
        </Button>
        <Button variant="outlined" onClick={() => setDialog('image')}>
          Change Image
        </Button>
      </Stack>
      {contacts.isPending ? (
        <PageSpinner label="Loading contacts" />
      ) : contacts.isError ? (
        <ErrorNotice message={errorMessage(contacts.error, 'load the contacts')} />
      ) : (
        <>
          <ContactsTable contacts={contacts.data.contacts} onDelete={setToDelete} />
          {contacts.data.imageURL && (
            <Box sx={{ mt: 3 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Contact page image
              </Typography>
              <Box
                component="img"
                src={contacts.data.imageURL}
                alt="The image shown on the Contact Us page"
                sx={{ maxWidth: '100%', width: 320, borderRadius: 1 }}
              />
            </Box>
          )}
        </>
      )}
      {/* Mounted per opening, so each opening starts with an empty form. */}
      {dialog === 'add' && <AddContactDialog open onClose={close} />}
      {dialog === 'image' && <ChangeImageDialog open onClose={close} />}
      <ConfirmDialog
        open={toDelete !== null}
        message={`Delete the contact ${toDelete?.title ?? ''} (${toDelete?.name ?? ''})?`}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
