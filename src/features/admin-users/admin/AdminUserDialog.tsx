import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/admin/FormTextField';
import { useNotify } from '../../../components/notifications/notifier-context';
import { useCreateAdmin } from '../api/create-admin';
import { useUpdateUser } from '../api/update-user';
import type { AdminUser } from '../types';
import { adminFormSchema, adminFormValues, type AdminFormValues } from './admin-user-form';
import { PermissionFields } from './PermissionFields';

interface AdminUserDialogProps {
  /** The account being edited; undefined means create mode. */
  user?: AdminUser;
  onClose: () => void;
}

/**
 * 'Create Admin' or 'Edit User': the account and its permissions, saved in one admin server call.
 * A failed save keeps the dialog open with the server's sentence and everything typed.
 */
export function AdminUserDialog({ user, onClose }: AdminUserDialogProps) {
  const mode = user ? 'edit' : 'create';
  const create = useCreateAdmin();
  const update = useUpdateUser();
  const notify = useNotify();

  async function save(values: AdminFormValues) {
    const account = { email: values.email.trim(), displayName: values.displayName.trim() };
    if (user) {
      await update.mutateAsync({
        uid: user.uid,
        changes: {
          ...account,
          disabled: values.disabled,
          password: values.password || undefined,
          permissions: values.clubAdmin ? values.permissions : null,
        },
      });
      notify(`${account.displayName} updated.`, 'success');
    } else {
      await create.mutateAsync({
        ...account,
        password: values.password,
        disabled: false,
        permissions: values.permissions,
      });
      notify(`${account.displayName} can now sign in.`, 'success');
    }
  }

  return (
    <FormDialog
      open
      title={user ? 'Edit User' : 'Create Admin'}
      schema={adminFormSchema(mode)}
      defaultValues={adminFormValues(user)}
      submitLabel={user ? 'Update' : 'Create'}
      onSubmit={save}
      onClose={onClose}
      failureAction={user ? 'update the user' : 'create the admin'}
      disableUntilValid
    >
      <FormTextField name="email" label="Email" type="email" autoComplete="off" />
      <FormTextField name="displayName" label="Name" />
      <FormTextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText={mode === 'edit' ? 'Leave blank to keep the current password.' : undefined}
      />
      <FormTextField
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <PermissionFields mode={mode} />
    </FormDialog>
  );
}
