import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/admin/FormTextField';
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

  function save(values: AdminFormValues) {
    const account = { email: values.email.trim(), displayName: values.displayName.trim() };
    const { password, disabled, permissions } = values;
    return user
      ? update.mutateAsync({
          uid: user.uid,
          changes: {
            ...account,
            disabled,
            password: password || undefined,
            permissions: values.clubAdmin ? permissions : null,
          },
        })
      : create.mutateAsync({ ...account, password, disabled: false, permissions });
  }

  return (
    <FormDialog
      title={user ? 'Edit User' : 'Create Admin'}
      schema={adminFormSchema(mode)}
      defaultValues={adminFormValues(user)}
      submitLabel={user ? 'Update' : 'Create'}
      onSubmit={save}
      onClose={onClose}
      saved={({ displayName }) => `${displayName.trim()} ${user ? 'updated' : 'can now sign in'}.`}
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
