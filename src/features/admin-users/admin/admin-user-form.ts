import { AREAS } from '../../../config/areas';
import { PERMISSION_FLAGS, type PermissionFlag } from '../../auth';
import type { AdminUser, PermissionFlags } from '../types';

/** Each flag's box in the form: its area's label (src/config/areas.ts). */
export const PERMISSION_LABELS = Object.fromEntries(
  PERMISSION_FLAGS.map((flag) => [flag, AREAS[flag].label]),
) as Record<PermissionFlag, string>;

export function flagsOf(permissions: AdminUser['permissions']): PermissionFlags {
  return Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, permissions?.[flag] === true]),
  ) as PermissionFlags;
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
