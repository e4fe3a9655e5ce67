/**
 * The admin server's own copy of the site's constants it enforces (src/config/constants.ts and
 * src/config/permission-flags.ts): the server is deployed on its own and must not import the site's
 * code. test/constants-agree.test.ts fails when the two drift apart.
 */

/** docs/product-spec.md §5: an admin's password has at least this many characters. */
export const MIN_ADMIN_PASSWORD_LENGTH = 6;

/** docs/product-spec.md §3: the eight flags of a userPermissions document. */
export const PERMISSION_FLAGS = [
  'manageCatches',
  'manageCommittee',
  'manageContacts',
  'manageContent',
  'manageMatches',
  'manageSocials',
  'manageWaters',
  'superAdmin',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** The eight flags, each true or false, as an admin's form sends them. */
export type PermissionFlags = Record<PermissionFlag, boolean>;

/** userPermissions/{uid} as the server writes it: every flag, and `disabled` mirroring Auth. */
export type PermissionsRecord = PermissionFlags & { disabled: boolean };
