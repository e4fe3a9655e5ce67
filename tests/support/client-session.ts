/**
 * Signs the site's own Firebase client (src/lib/firebase.ts, in-memory persistence under Node) in
 * as a test admin, so integration tests run the real api modules under the real security rules.
 */
import { signIn, signOut } from '../../src/features/auth/api/sign-in';
import { createAdmin } from './emulators';

export async function signInClientAs(
  uid: string,
  permissions: Record<string, boolean>,
  options: { displayName?: string } = {},
): Promise<{ uid: string; email: string; password: string }> {
  const admin = await createAdmin(uid, permissions, options);
  await signOut();
  await signIn(admin.email, admin.password);
  return admin;
}
