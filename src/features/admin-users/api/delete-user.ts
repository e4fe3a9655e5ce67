import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAdminServer } from '../../../lib/admin-server';
import { usersQuery } from './list-users';

/** Deletes the Auth account; the admin server also deletes userPermissions/{uid}. */
export async function deleteUser(uid: string): Promise<void> {
  await callAdminServer<{ ok: boolean }>(`/deleteUser/${encodeURIComponent(uid)}`, {
    method: 'DELETE',
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}
