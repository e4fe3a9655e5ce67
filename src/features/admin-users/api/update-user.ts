import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAdminServer } from '../../../lib/admin-server';
import type { UserPermissions } from '../../auth/types';
import { userPermissionsQuery } from './get-user-permissions';
import { usersQuery } from './list-users';
import { setUserPermissions } from './set-user-permissions';

export interface UserChanges {
  email: string;
  displayName: string;
  disabled: boolean;
  /** Only when it changes; blank means keep the current password. */
  password?: string;
}

/** Updates the Auth account through the admin server. */
export async function updateUser(uid: string, changes: UserChanges): Promise<void> {
  const { password, ...rest } = changes;
  await callAdminServer<{ ok: boolean }>(`/updateUser/${encodeURIComponent(uid)}`, {
    method: 'PUT',
    body: JSON.stringify(password ? { ...rest, password } : rest),
  });
}

/** The account, then its permissions record (spec section 7). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      uid,
      changes,
      permissions,
    }: {
      uid: string;
      changes: UserChanges;
      permissions: UserPermissions;
    }) => {
      await updateUser(uid, changes);
      try {
        await setUserPermissions(uid, { ...permissions, disabled: changes.disabled });
      } catch (error) {
        throw new Error(
          `The account was updated, but its permissions were not saved (${
            error instanceof Error ? error.message : 'unknown error'
          }).`,
          { cause: error },
        );
      }
    },
    onSettled: (_data, _error, { uid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: userPermissionsQuery(uid).queryKey }),
      ]),
  });
}
