import { deleteDoc, doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
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

/**
 * "Not me" on a shared phone (issue 32, finding 14): ends this browser's anonymous submitter
 * identity, so the next person can read nothing of the last one's (their open draft, their
 * catches waiting for review: both are readable only by that uid). Its unfinished draft goes
 * first (its files, if any, go with the upkeep's orphan sweep a day later); then the anonymous
 * user is deleted, or at least signed out, and the next submission makes a new one. A signed-in
 * member or admin is left alone (their sign-out is their own). Returns whether one was ended.
 */
export async function endSubmitterIdentity(services: SubmitServices): Promise<boolean> {
  const [auth, { deleteUser, signOut }] = await Promise.all([
    services.loadAuth(),
    import('firebase/auth'),
  ]);
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.isAnonymous) return false;
  const submitter = await getDoc(doc(services.db, COLLECTIONS.submitters, user.uid)).catch(
    () => undefined,
  );
  const draft: unknown = submitter?.get('draft');
  if (typeof draft === 'string' && draft) {
    const draftRef = doc(services.db, COLLECTIONS.catches, draft);
    const data = (await getDoc(draftRef).catch(() => undefined))?.data();
    // Only a draft still open: a finished catch waits for review and stays the club's.
    if (data?.unfinished === true && data.ownerUid === user.uid)
      await deleteDoc(draftRef).catch(() => undefined);
  }
  try {
    await deleteUser(user);
  } catch {
    // Offline, or the token too old to delete with: signing out still ends it on this phone.
    await signOut(auth);
  }
  return true;
}
