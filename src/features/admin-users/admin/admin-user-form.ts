import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../../config/constants';
import {
  noPermissions,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type UserPermissions,
} from '../../auth/types';
import type { AdminUser } from '../types';

export type AdminFormMode = 'create' | 'edit';

export const PERMISSION_LABELS: Record<PermissionFlag, string> = {
  manageCatches: 'Manage Catches',
  manageCommittee: 'Manage Committee',
  manageContacts: 'Manage Contacts',
  manageContent: 'Manage Content',
  manageMatches: 'Manage Matches',
  manageSocials: 'Manage Socials',
  manageWaters: 'Manage Waters',
  superAdmin: 'Super Admin',
};

export interface AdminFormValues {
  email: string;
  displayName: string;
  password: string;
  confirmPassword: string;
  permissions: Record<PermissionFlag, boolean>;
  disabled: boolean;
}

/**
 * Spec section 5: the submit button is disabled when the e-mail or name is empty; in create mode
 * when the password is empty; when a password is given but is shorter than 6, differs from its
 * confirmation, or has no confirmation.
 */
export function submitBlocked(values: AdminFormValues, mode: AdminFormMode): boolean {
  const { email, displayName, password, confirmPassword } = values;
  if (!email.trim() || !displayName.trim()) return true;
  if (mode === 'create' && !password) return true;
  if (password) {
    if (password.length < MIN_ADMIN_PASSWORD_LENGTH) return true;
    if (!confirmPassword) return true;
    if (password !== confirmPassword) return true;
  }
  return false;
}

/** The same rules as field messages, plus a well-formed e-mail, checked on submit. */
export function adminFormSchema(mode: AdminFormMode) {
  return z
    .object({
      email: z.email('Enter a valid e-mail address.'),
      displayName: z.string().trim().min(1, 'Enter a name.').max(100, 'Keep the name short.'),
      password: z.string(),
      confirmPassword: z.string(),
      permissions: z.record(z.enum(PERMISSION_FLAGS), z.boolean()),
      disabled: z.boolean(),
    })
    .superRefine((values, context) => {
      if (mode === 'create' && !values.password) {
        context.addIssue({ code: 'custom', path: ['password'], message: 'Enter a password.' });
      }
      if (values.password && values.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
        context.addIssue({
          code: 'custom',
          path: ['password'],
          message: `At least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`,
        });
      }
      if (values.password && values.password !== values.confirmPassword) {
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: 'The passwords do not match.',
        });
      }
    });
}

export function adminFormValues(user?: AdminUser, permissions?: UserPermissions): AdminFormValues {
  const flags = permissions ?? noPermissions();
  return {
    email: user?.email ?? '',
    displayName: user?.displayName ?? '',
    password: '',
    confirmPassword: '',
    permissions: Object.fromEntries(
      PERMISSION_FLAGS.map((flag) => [flag, flags[flag] === true]),
    ) as Record<PermissionFlag, boolean>,
    disabled: user?.disabled ?? false,
  };
}
