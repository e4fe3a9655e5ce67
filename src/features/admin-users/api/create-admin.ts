import { callAdminServer } from '../../../lib/admin-server';
import type { PermissionFlags } from '../types';

export interface NewAdmin {
  email: string;
  password: string;
  displayName: string;
  disabled: boolean;
  permissions: PermissionFlags;
}

/**
 * Creates the Auth account and its permissions in one admin server call (the server is their one
 * writer, and removes the account again if its permissions cannot be saved); returns its uid.
 */
export async function createAdmin(admin: NewAdmin): Promise<string> {
  const { uid } = await callAdminServer<{ uid: string }>('/createAdmin', {
    method: 'POST',
    body: JSON.stringify(admin),
  });
  return uid;
}
