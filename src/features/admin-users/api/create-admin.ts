import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAdminServer } from '../../../lib/admin-server';
import type { UserPermissions } from '../../auth/types';
import { usersQuery } from './list-users';
import { setUserPermissions } from './set-user-permissions';

export interface NewAdmin {
  email: string;
  password: string;
  displayName: string;
  disabled: boolean;
}

/** Creates the Auth account through the admin server; returns its uid. */
export async function createAdmin(admin: NewAdmin): Promise<string> {
  const { uid } = await callAdminServer<{ uid: string }>('/createAdmin', {
    method: 'POST',
    body: JSON.stringify(admin),
  });
  return uid;
}

/** The account, then its permissions record (spec section 7). */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      admin,
      permissions,
    }: {
      admin: NewAdmin;
      permissions: UserPermissions;
    }) => {
      const uid = await createAdmin(admin);
      try {
        await setUserPermissions(uid, { ...permissions, disabled: admin.disabled });
      } catch (error) {
        throw new Error(
          `The account ${admin.email} was created, but its permissions were not saved (${
            error instanceof Error ? error.message : 'unknown error'
          }). Edit it to set them.`,
          { cause: error },
        );
      }
      return uid;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}
