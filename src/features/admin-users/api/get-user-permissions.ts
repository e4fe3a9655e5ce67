import { queryOptions, useQuery } from '@tanstack/react-query';
// One reader of userPermissions/{uid} for the whole app: the sign-in flow's.
import { getPermissions } from '../../auth/api/get-permissions';
import type { UserPermissions } from '../../auth/types';

/** Another admin's permission flags (missing ones false). Only a super admin may read them. */
export function getUserPermissions(uid: string): Promise<UserPermissions> {
  return getPermissions(uid);
}

export const userPermissionsQuery = (uid: string) =>
  queryOptions({
    queryKey: ['user-permissions', uid],
    queryFn: () => getUserPermissions(uid),
    // Always fresh when an edit dialog opens: another super admin may have changed them.
    staleTime: 0,
  });

export function useUserPermissions(uid: string | undefined) {
  return useQuery({ ...userPermissionsQuery(uid ?? ''), enabled: uid !== undefined });
}
