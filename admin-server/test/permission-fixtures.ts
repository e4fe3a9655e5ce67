/** Permission bodies and records for the admin server's tests. */
import {
  PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionFlags,
} from '../src/users/user-constants';

/** Every flag, true for those named. */
export function flags(...granted: PermissionFlag[]): PermissionFlags {
  return Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, granted.includes(flag)]),
  ) as PermissionFlags;
}

/** userPermissions/{uid} as the server stores it. */
export function record(disabled: boolean, ...granted: PermissionFlag[]) {
  return { ...flags(...granted), disabled };
}
