import { callAdminServer } from '../../../lib/admin-server';
import type { PermissionFlags } from '../types';

export interface UserChanges {
  email: string;
  displayName: string;
  disabled: boolean;
  /** Only when it changes; blank means keep the current password. */
  password?: string;
  /** The admin's flags; null keeps (or makes) the account one that is not a club admin. */
  permissions: PermissionFlags | null;
}

/** Updates the Auth account and its permissions in one admin server call. */
export async function updateUser(uid: string, changes: UserChanges): Promise<void> {
  const { password, ...rest } = changes;
  await callAdminServer<{ ok: boolean }>(`/updateUser/${encodeURIComponent(uid)}`, {
    method: 'PUT',
    body: JSON.stringify(password ? { ...rest, password } : rest),
  });
}
