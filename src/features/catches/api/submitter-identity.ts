import type { SubmitServices } from './submit-services';

/**
 * The uid the rules count this submission against: the signed-in user's (an admin keeps their
 * own session), otherwise an anonymous Firebase Auth user, made on the first submission and kept
 * by this browser. Auth is imported here, inside the call, so public pages never download it
 * before a member submits.
 */
export async function submitterUid(services: SubmitServices): Promise<string> {
  const [auth, { signInAnonymously }] = await Promise.all([
    services.loadAuth(),
    import('firebase/auth'),
  ]);
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser.uid;
  const { user } = await signInAnonymously(auth);
  return user.uid;
}
