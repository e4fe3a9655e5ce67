import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useNotify } from '../../../components/notifications/notifier-context';
import { PageSpinner } from '../../../components/PageSpinner';
import { MODAL_WIDTH } from '../../../config/constants';
import { errorMessage } from '../../../lib/error-message';
import { useCreateAdmin } from '../api/create-admin';
import { useUserPermissions } from '../api/get-user-permissions';
import { useUpdateUser } from '../api/update-user';
import type { AdminUser } from '../types';
import { adminFormValues, type AdminFormValues } from './admin-user-form';
import { AdminUserForm } from './AdminUserForm';

interface AdminUserDialogProps {
  /** The user being edited; undefined means create mode. */
  user?: AdminUser;
  onClose: () => void;
}

/**
 * 'Create Admin' or 'Edit User'. Unlike the old site, a failed save keeps the dialog open with the
 * server's message, so nothing the super admin typed is lost.
 */
export function AdminUserDialog({ user, onClose }: AdminUserDialogProps) {
  const mode = user ? 'edit' : 'create';
  const permissions = useUserPermissions(user?.uid);
  const create = useCreateAdmin();
  const update = useUpdateUser();
  const notify = useNotify();
  const [serverError, setServerError] = useState<string>();
  const busy = create.isPending || update.isPending;

  async function save(values: AdminFormValues) {
    setServerError(undefined);
    const account = {
      email: values.email.trim(),
      displayName: values.displayName.trim(),
      disabled: mode === 'edit' && values.disabled,
    };
    const flags = { ...values.permissions, disabled: account.disabled };
    try {
      if (user) {
        await update.mutateAsync({
          uid: user.uid,
          changes: { ...account, password: values.password || undefined },
          permissions: flags,
        });
        notify(`${account.displayName} updated.`, 'success');
      } else {
        await create.mutateAsync({
          admin: { ...account, password: values.password },
          permissions: flags,
        });
        notify(`${account.displayName} can now sign in.`, 'success');
      }
      onClose();
    } catch (error) {
      const message = errorMessage(error, user ? 'update the admin' : 'create the admin');
      // Kept in the dialog with what was typed; a snackbar would sit over its buttons.
      setServerError(message);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="admin-user-dialog-title"
      slotProps={{ paper: { sx: { width: MODAL_WIDTH } } }}
    >
      <DialogTitle id="admin-user-dialog-title">{user ? 'Edit User' : 'Create Admin'}</DialogTitle>
      {user && permissions.isPending ? (
        <DialogContent>
          <PageSpinner label="Loading permissions" />
        </DialogContent>
      ) : user && permissions.isError ? (
        <DialogContent>
          <ErrorNotice message={errorMessage(permissions.error, 'load the permissions')} />
        </DialogContent>
      ) : (
        <AdminUserForm
          mode={mode}
          defaultValues={adminFormValues(user, permissions.data)}
          busy={busy}
          serverError={serverError}
          onSubmit={save}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
