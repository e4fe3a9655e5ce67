import Typography from '@mui/material/Typography';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList, type DeleteSpec } from '../../../components/admin/CrudList';
import type { DialogRender } from '../../../components/admin/DialogButton';
import { useAuth } from '../../auth';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/list-users';
import type { AdminUser } from '../types';
import { ACCOUNT_COLUMNS, ADMIN_COLUMNS } from './account-columns';
import { AdminUserDialog } from './AdminUserDialog';

/**
 * The club's admins (accounts with a permissions document), and apart from them any other account
 * of the project's sign-in service, which has no rights until it is explicitly made an admin.
 */
export function ManageAdminsPage() {
  const auth = useAuth();
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const dialog =
    (user?: AdminUser): DialogRender =>
    (close) => <AdminUserDialog user={user} onClose={close} />;
  const currentUid = auth.status === 'signedIn' ? auth.user.uid : '';
  const list = {
    query: users,
    rowKey: (user: AdminUser) => user.uid,
    editDialog: dialog,
    remove: {
      question: (user) => `Delete the account ${user.email}? It will no longer be able to sign in.`,
      onDelete: (user) => deleteUser.mutateAsync(user.uid),
      done: (user) => `${user.email} deleted.`,
      failureAction: 'delete the account',
      // One's own account is never deleted from here (the server refuses it too).
      allowed: (user) => user.uid !== currentUid,
    } satisfies DeleteSpec<AdminUser>,
  };
  return (
    <AdminPage title="Manage Admins" buttons={[{ label: 'Create Admin', dialog: dialog() }]}>
      <CrudList
        {...list}
        label="Admins"
        rows={(all) => all.filter((user) => user.permissions !== null)}
        columns={ADMIN_COLUMNS}
      />
      {users.data && (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 4 }}>
            Other accounts
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Accounts that can sign in but are not club admins, so they have no rights here (anyone
            can sign up unless sign-up is switched off, see the README). Edit one and tick Club
            admin to make it an admin.
          </Typography>
          <CrudList
            {...list}
            label="Other accounts"
            rows={(all) => all.filter((user) => user.permissions === null)}
            columns={ACCOUNT_COLUMNS}
            emptyText="None: every account is a club admin."
          />
        </>
      )}
    </AdminPage>
  );
}
