import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/AdminList';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ConfirmDelete } from '../../../components/admin/ConfirmDelete';
import { QueryState } from '../../../components/admin/QueryState';
import type { RowAction } from '../../../components/admin/RowActions';
import { useAuth } from '../../auth';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/list-users';
import type { AdminUser } from '../types';
import { ACCOUNT_COLUMNS, ADMIN_COLUMNS } from './account-columns';
import { AdminUserDialog } from './AdminUserDialog';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: AdminUser };

/**
 * The club's admins (accounts with a permissions document), and apart from them any other account
 * of the project's sign-in service, which has no rights until it is explicitly made an admin.
 */
export function ManageAdminsPage() {
  const auth = useAuth();
  const users = useUsers();
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const currentUid = auth.status === 'signedIn' ? auth.user.uid : '';

  const actions = (user: AdminUser): RowAction[] => [
    {
      label: 'Edit',
      accessibleLabel: `Edit ${user.email}`,
      onClick: () => setDialog({ mode: 'edit', user }),
    },
    {
      label: 'Delete',
      accessibleLabel: `Delete ${user.email}`,
      color: 'error',
      onClick: () => setToDelete(user),
      // One's own account is never deleted from here (the server refuses it too).
      disabled: user.uid === currentUid,
    },
  ];

  return (
    <AdminPage
      title="Manage Admins"
      actions={
        <Button variant="contained" onClick={() => setDialog({ mode: 'create' })}>
          Create Admin
        </Button>
      }
    >
      <QueryState query={users} what="the admins">
        {(all) => (
          <>
            <AdminList
              label="Admins"
              rows={all.filter((user) => user.permissions !== null)}
              rowKey={(user) => user.uid}
              rowName={(user) => user.email}
              columns={ADMIN_COLUMNS}
              actions={actions}
              emptyText="No admins yet."
            />
            <Typography variant="h5" component="h2" sx={{ mt: 4 }}>
              Other accounts
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Accounts that can sign in but are not club admins, so they have no rights here (anyone
              can sign up unless sign-up is switched off, see the README). Edit one and tick Club
              admin to make it an admin.
            </Typography>
            <AdminList
              label="Other accounts"
              rows={all.filter((user) => user.permissions === null)}
              rowKey={(user) => user.uid}
              rowName={(user) => user.email}
              columns={ACCOUNT_COLUMNS}
              actions={actions}
              emptyText="None: every account is a club admin."
            />
          </>
        )}
      </QueryState>
      {dialog.mode !== 'closed' && (
        <AdminUserDialog
          user={dialog.mode === 'edit' ? dialog.user : undefined}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      <ConfirmDelete
        item={toDelete}
        question={(user) =>
          `Delete the account ${user.email}? It will no longer be able to sign in.`
        }
        onDelete={(user) => remove.mutateAsync(user.uid)}
        onClose={() => setToDelete(null)}
        done={(user) => `${user.email} deleted.`}
        failureAction="delete the account"
      />
    </AdminPage>
  );
}
