import { callAdminServer } from '../../../lib/admin-server';

/** Deletes the Auth account; the admin server also deletes userPermissions/{uid}. */
export async function deleteUser(uid: string): Promise<void> {
  await callAdminServer<{ ok: boolean }>(`/deleteUser/${encodeURIComponent(uid)}`, {
    method: 'DELETE',
  });
}
