import type { PermissionFlag, UserPermissions } from '../auth';

/** Every flag (one per area, src/config/areas.ts), as the admin server takes them. */
export type PermissionFlags = Record<PermissionFlag, boolean>;

/** An Auth account as the admin server lists it. */
export interface AdminUser {
  uid: string;
  email: string;
  displayName: string;
  disabled: boolean;
  /**
   * Its userPermissions document (every flag and `disabled`); null for an account that is
   * not one of the club's admins (anyone may sign up to Firebase Auth unless sign-up is off).
   */
  permissions: UserPermissions | null;
}
