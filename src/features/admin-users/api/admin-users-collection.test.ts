import { describe, expect, it } from 'vitest';
import { noPermissions } from '../../auth';
import { flagsOf } from '../admin/admin-user-form';
import type { AdminUser } from '../types';
import { adminUsersCollection, type AccountForm } from './admin-users-collection';

const stranger: AdminUser = {
  uid: 'stranger',
  email: 'stranger@example.com',
  displayName: 'Stranger',
  disabled: true,
  permissions: null,
};

const form: AccountForm = {
  email: ' ellie@pac.example ',
  displayName: 'Ellie Marsh',
  password: '',
  confirmPassword: '',
  clubAdmin: true,
  permissions: flagsOf({ ...noPermissions(), manageWaters: true, disabled: false }),
  disabled: true,
};

describe('adminUsersCollection', () => {
  const { toForm, fromForm } = adminUsersCollection;

  it('shows an account from outside the club with Club admin unticked and no rights', () => {
    expect(toForm?.(stranger)).toMatchObject({ clubAdmin: false, permissions: flagsOf(null) });
  });

  it('creates an enabled account with the e-mail trimmed and its permissions', () => {
    expect(fromForm?.({ ...form, password: 'secret1' })).toEqual({
      email: 'ellie@pac.example',
      displayName: 'Ellie Marsh',
      disabled: false,
      password: 'secret1',
      permissions: form.permissions,
    });
  });

  it('keeps the password when left blank, and takes the account out of the club when unticked', () => {
    expect(fromForm?.({ ...form, clubAdmin: false }, stranger)).toEqual({
      email: 'ellie@pac.example',
      displayName: 'Ellie Marsh',
      disabled: true,
      password: undefined,
      permissions: null,
    });
  });
});
