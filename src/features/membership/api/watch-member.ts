import { authWithSdk, listenWhenLoaded } from '../../../lib/auth-on-demand';

export interface MemberUser {
  uid: string;
  email: string;
  /** The identity a phone gets when it first sends a catch: not yet a member's sign-in. */
  isAnonymous: boolean;
}

/**
 * Calls back with whoever is signed in on this phone (or null), and again whenever that changes,
 * an anonymous identity upgraded by an emailed link included: that keeps its uid, so only the
 * ID-token listener hears of it (onAuthStateChanged does not). Works with no signal: Auth keeps
 * the session on the phone.
 */
export function watchMember(callback: (user: MemberUser | null) => void): () => void {
  return listenWhenLoaded(authWithSdk, ([auth, { onIdTokenChanged }]) =>
    onIdTokenChanged(auth, (user) =>
      callback(
        user ? { uid: user.uid, email: user.email ?? '', isAnonymous: user.isAnonymous } : null,
      ),
    ),
  );
}
