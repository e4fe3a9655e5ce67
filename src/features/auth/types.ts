import { PERMISSION_FLAGS, type PermissionFlag } from '../../config/areas';

// One flag per admin area (src/config/areas.ts).
export { PERMISSION_FLAGS, type PermissionFlag };

/** userPermissions/{uid}. Missing flags count as false. `disabled` mirrors the Auth account. */
export type UserPermissions = Record<PermissionFlag, boolean> & { disabled?: boolean };

export function noPermissions(): UserPermissions {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as UserPermissions;
}

/** superAdmin unlocks every area; a disabled admin has none. */
export function hasPermission(permissions: UserPermissions | null, flag: PermissionFlag): boolean {
  if (!permissions || permissions.disabled) return false;
  return permissions.superAdmin || permissions[flag];
}
