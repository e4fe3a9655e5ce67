import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../../config/constants';
import { PERMISSION_FLAGS, type PermissionFlag } from '../../auth';
import type { AdminUser, PermissionFlags } from '../types';

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
  /**
   * The account is one of the club's admins (has a permissions document). Always true when
   * creating; when editing an account from outside the club it starts false, so saving its name
   * never makes it an admin unless this box is ticked.
   */
  clubAdmin: boolean;
  permissions: PermissionFlags;
  disabled: boolean;
}

/**
 * Spec section 5's rules as field messages: a valid e-mail, a name, a password when creating, and
 * a given password at least 6 characters long and confirmed. The dialog keeps its submit button
 * disabled until they hold.
 */
export function adminFormSchema(mode: AdminFormMode) {
  return z
    .object({
      email: z.email('Enter a valid e-mail address.'),
      displayName: z.string().trim().min(1, 'Enter a name.').max(100, 'Keep the name short.'),
      password: z.string(),
      confirmPassword: z.string(),
      clubAdmin: z.boolean(),
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

export function flagsOf(permissions: AdminUser['permissions']): PermissionFlags {
  return Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, permissions?.[flag] === true]),
  ) as PermissionFlags;
}

export function adminFormValues(user?: AdminUser): AdminFormValues {
  return {
    email: user?.email ?? '',
    displayName: user?.displayName ?? '',
    password: '',
    confirmPassword: '',
    clubAdmin: !user || user.permissions !== null,
    permissions: flagsOf(user?.permissions ?? null),
    disabled: user?.disabled ?? false,
  };
}

/** A short summary of an admin's rights for the list: "Super Admin", "Catches, Content", "None". */
export function rightsSummary(user: AdminUser): string {
  const flags = flagsOf(user.permissions);
  if (flags.superAdmin) return 'Super Admin';
  const held = PERMISSION_FLAGS.filter((flag) => flags[flag]).map((flag) =>
    PERMISSION_LABELS[flag].replace('Manage ', ''),
  );
  return held.length ? held.join(', ') : 'None';
}
