import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useNotify } from '../../../components/notifications/notifier-context';
import { PageSpinner } from '../../../components/PageSpinner';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../../auth/auth-context';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/list-users';
import type { AdminUser } from '../types';
import { AdminsTable } from './AdminsTable';
import { AdminUserDialog } from './AdminUserDialog';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: AdminUser };

export function ManageAdminsPage() {
  useDocumentTitle(adminTitle('Manage Admins'));
  const auth = useAuth();
  const users = useUsers();
  const remove = useDeleteUser();
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.uid);
      notify(`${toDelete.email} deleted.`, 'success');
    } catch (error) {
      notify(errorMessage(error, 'delete the admin'), 'error');
    }
    setToDelete(null);
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Admins
      </Typography>
      <Button variant="contained" onClick={() => setDialog({ mode: 'create' })} sx={{ mb: 2 }}>
        Create Admin
      </Button>
      {users.isPending ? (
        <PageSpinner label="Loading admins" />
      ) : users.isError ? (
        <ErrorNotice message={errorMessage(users.error, 'load the admins')} />
      ) : (
        <AdminsTable
          users={users.data}
          currentUid={auth.status === 'signedIn' ? auth.user.uid : ''}
          onEdit={(user) => setDialog({ mode: 'edit', user })}
          onDelete={setToDelete}
        />
      )}
      {dialog.mode !== 'closed' && (
        <AdminUserDialog
          user={dialog.mode === 'edit' ? dialog.user : undefined}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        message={`Delete the admin ${toDelete?.email ?? ''}? They will no longer be able to sign in.`}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
