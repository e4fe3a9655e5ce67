/**
 * What the auth feature offers other features (the only way in: eslint-rules/import-boundaries.js).
 * Admin screens and tests use it; public pages never import it, so Firebase Auth stays off them.
 */
export { getPermissions } from './api/get-permissions';
export { signIn, signOut } from './api/sign-in';
export { useAuth } from './auth-context';
// Tests of other features wait for the session the way the app does.
export { watchAuthState } from './api/watch-auth-state';
export {
  hasPermission,
  noPermissions,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type UserPermissions,
} from './types';
