import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CollectionList } from '../../../components/admin/CollectionList';
import type { DialogRender } from '../../../components/admin/DialogButton';
import { useAuth } from '../../auth';
import { adminUsersCollection } from '../api/admin-users-collection';
import type { AdminUser } from '../types';
import { ACCOUNT_COLUMNS, ADMIN_COLUMNS } from './account-columns';
import { AdminUserDialog } from './AdminUserDialog';

/**
 * The club's admins (accounts with a permissions document), and apart from them any other account
 * of the project's sign-in service, which has no rights until it is explicitly made an admin.
 */
export function ManageAdminsPage() {
  const auth = useAuth();
  // The lists' own query: the other accounts show once it has loaded.
  const users = useQuery(adminUsersCollection.list);
  const dialog =
    (user?: AdminUser): DialogRender =>
    (close) => <AdminUserDialog user={user} onClose={close} />;
  const currentUid = auth.status === 'signedIn' ? auth.user.uid : '';
  // Both lists: the accounts' api, Edit, and Delete in the kit's words but these.
  const list = {
    api: adminUsersCollection,
    rowKey: (user: AdminUser) => user.uid,
    editDialog: dialog,
    remove: {
      question: (user: AdminUser) =>
        `Delete the account ${user.email}? It will no longer be able to sign in.`,
      done: (user: AdminUser) => `${user.email} deleted.`,
      // One's own account is never deleted from here (the server refuses it too).
      allowed: (user: AdminUser) => user.uid !== currentUid,
    },
  };
  return (
    <AdminPage title="Manage Admins" buttons={[{ label: 'Create Admin', dialog: dialog() }]}>
      <CollectionList
        {...list}
        label="Admins"
        filter={(user) => user.permissions !== null}
        columns={ADMIN_COLUMNS}
      />
      {users.data && (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 4 }}>
            Other accounts
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Accounts that can sign in but are not club admins, so they have no rights here. Edit one
            and tick Club admin to make it an admin.
          </Typography>
          <CollectionList
            {...list}
            label="Other accounts"
            filter={(user) => user.permissions === null}
            columns={ACCOUNT_COLUMNS}
            emptyText="None: every account is a club admin."
          />
        </>
      )}
    </AdminPage>
  );
}
