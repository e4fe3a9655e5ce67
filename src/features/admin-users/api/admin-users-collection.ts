import { collectionApi } from '../../../components/admin/collection-api';
import { flagsOf } from '../admin/admin-user-form';
import type { AdminUser, PermissionFlags } from '../types';
import { createAdmin } from './create-admin';
import { deleteUser } from './delete-user';
import { usersQuery } from './list-users';
import { updateUser, type UserChanges } from './update-user';

/** Create Admin and Edit User's fields as the form holds them. */
export interface AccountForm {
  email: string;
  displayName: string;
  password: string;
  confirmPassword: string;
  /** The account has a permissions document: always so when creating. */
  clubAdmin: boolean;
  permissions: PermissionFlags;
  disabled: boolean;
}

/**
 * Manage Admins: every account of the sign-in service, created, edited and deleted through the
 * admin server (their one writer, with the permissions: src/lib/admin-server.ts), which refuses
 * anyone but a super admin, and a super admin the last enabled super admin's removal.
 */
export const adminUsersCollection = collectionApi({
  list: usersQuery,
  noun: 'account',
  name: (user: AdminUser) => user.email,
  // A new account is enabled, and a club admin (the form always asks for its password).
  create: ({ password = '', permissions, ...account }: UserChanges) =>
    createAdmin({
      ...account,
      password,
      disabled: false,
      permissions: permissions ?? flagsOf(null),
    }),
  update: (user, changes) => updateUser(user.uid, changes),
  remove: (user) => deleteUser(user.uid),
  toForm: (user) => ({
    ...user,
    clubAdmin: user.permissions !== null,
    permissions: flagsOf(user.permissions),
  }),
  // A blank password keeps the current one; Club admin unticked leaves (or takes) the account
  // out of the club: no permissions document.
  fromForm: ({ password, disabled, permissions, clubAdmin, ...values }: AccountForm, user) => ({
    email: values.email.trim(),
    displayName: values.displayName,
    disabled: user ? disabled : false,
    password: password || undefined,
    permissions: clubAdmin ? permissions : null,
  }),
});
