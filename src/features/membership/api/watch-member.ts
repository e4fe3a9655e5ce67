// Firebase loads with the first call, not with the module: public pages (/join, /day-tickets,
// /catches) import this and must hydrate before any of Firebase is downloaded
// (e2e/auth-loading.spec.ts).
const loadAuth = () => import('../../../lib/firebase').then((firebase) => firebase.loadAuth());

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
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  void Promise.all([loadAuth(), import('firebase/auth')]).then(([auth, { onIdTokenChanged }]) => {
    if (stopped) return;
    unsubscribe = onIdTokenChanged(auth, (user) =>
      callback(
        user ? { uid: user.uid, email: user.email ?? '', isAnonymous: user.isAnonymous } : null,
      ),
    );
  });
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
