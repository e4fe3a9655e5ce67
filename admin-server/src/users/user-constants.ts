/**
 * The admin server's own copy of the site's constants it enforces (src/config/constants.ts): the
 * server is deployed on its own and must not import the site's code. test/constants-agree.test.ts
 * fails when the two drift apart. The permission flags are the exception: they come from the
 * table of admin areas (src/config/areas.ts), which the server's bundle takes in whole.
 */
import { PERMISSION_FLAGS, type PermissionFlag } from '../../../src/config/areas.ts';

/** docs/product-spec.md §5: an admin's password has at least this many characters. */
export const MIN_ADMIN_PASSWORD_LENGTH = 6;

/** docs/product-spec.md §3: the flags of a userPermissions document, one per admin area. */
export { PERMISSION_FLAGS, type PermissionFlag };

/** Every flag, each true or false, as an admin's form sends them. */
export type PermissionFlags = Record<PermissionFlag, boolean>;

/** userPermissions/{uid} as the server writes it: every flag, and `disabled` mirroring Auth. */
export type PermissionsRecord = PermissionFlags & { disabled: boolean };
