import { z } from '../../../lib/zod';
import { CollectionFormDialog } from '../../../components/admin/CollectionFormDialog';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../../config/constants';
import { PERMISSION_FLAGS } from '../../auth';
import { adminUsersCollection } from '../api/admin-users-collection';
import type { AdminUser } from '../types';
import { flagsOf } from './admin-user-form';
import { PermissionFields } from './PermissionFields';

interface AdminUserDialogProps {
  /** The account being edited; undefined means create mode. */
  user?: AdminUser;
  onClose: () => void;
}

const password = { type: 'password', autoComplete: 'new-password', schema: z.string() } as const;

/**
 * 'Create Admin' or 'Edit User': the account and its permissions, saved in one admin server call
 * (adminUsersCollection: the edited account as the form's values, and back). A failed save keeps
 * the dialog open with the server's sentence and everything typed. The rules of
 * docs/product-spec.md §5 show beside the fields, Submit waiting for them: a valid e-mail, a
 * name, a password when creating, and a given password at least 6 characters long and confirmed.
 */
export function AdminUserDialog({ user, onClose }: AdminUserDialogProps) {
  return (
    <CollectionFormDialog
      api={adminUsersCollection}
      row={user}
      title={user ? 'Edit User' : 'Create Admin'}
      fields={[
        {
          name: 'email',
          label: 'Email',
          type: 'email',
          autoComplete: 'off',
          schema: z.email('Enter a valid e-mail address.'),
        },
        {
          name: 'displayName',
          label: 'Name',
          schema: z.string().trim().min(1, 'Enter a name.').max(100, 'Keep the name short.'),
        },
        {
          name: 'password',
          label: 'Password',
          helperText: user ? 'Leave blank to keep the current password.' : undefined,
          ...password,
        },
        { name: 'confirmPassword', label: 'Confirm Password', ...password },
        // Drawn by PermissionFields. clubAdmin: the account has a permissions document. Always
        // so when creating; an account from outside the club starts without, so saving its name
        // never makes it an admin unless this box is ticked.
        { name: 'clubAdmin', label: 'Club admin', kind: 'checkbox', hidden: true },
        {
          name: 'permissions',
          label: 'Permissions',
          hidden: true,
          schema: z.record(z.enum(PERMISSION_FLAGS), z.boolean()),
        },
        { name: 'disabled', label: 'Disabled', kind: 'checkbox', hidden: true },
      ]}
      // A new account starts as a club admin with no rights ticked.
      {...(!user && { values: { clubAdmin: true, permissions: flagsOf(null) } })}
      refine={(values, context) => {
        const issue = (path: string, message: string) =>
          context.addIssue({ code: 'custom', path: [path], message });
        if (!user && !values.password) issue('password', 'Enter a password.');
        if (values.password && values.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
          issue('password', `At least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
        }
        if (values.password && values.password !== values.confirmPassword) {
          issue('confirmPassword', 'The passwords do not match.');
        }
      }}
      submitLabel={user ? 'Update' : 'Create'}
      saved={({ displayName }) => `${displayName} ${user ? 'updated' : 'can now sign in'}.`}
      disableUntilValid
      onClose={onClose}
    >
      <PermissionFields editing={Boolean(user)} />
    </CollectionFormDialog>
  );
}
