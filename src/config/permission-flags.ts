/**
 * The back office's permission flags (userPermissions/{uid}, firestore.rules): here, below the
 * features, so that the shared layers (src/lib/history names its areas by them) need not reach
 * up into features/auth, which keeps what a signed-in admin may do.
 */
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
