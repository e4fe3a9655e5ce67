import type { User } from 'firebase/auth';
import { loadAuth } from '../../../lib/firebase';

export interface SignedInUser {
  uid: string;
  email: string;
  displayName: string;
}

function toSignedInUser(user: User): SignedInUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '' };
}

/** Calls back with the signed-in user or null; returns a function that stops watching. */
export function watchAuthState(callback: (user: SignedInUser | null) => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  // Imported here, not at the top: a static import would put Auth (about 35 KB gzip) into every
  // page's first download, which AuthProvider works to avoid.
  void Promise.all([loadAuth(), import('firebase/auth')]).then(([auth, { onAuthStateChanged }]) => {
    if (stopped) return;
    // An anonymous user is a member who submitted a catch (catches/api/submitter-identity.ts):
    // signed in to Firebase, but to the site a visitor, never an admin.
    unsubscribe = onAuthStateChanged(auth, (user) =>
      callback(user && !user.isAnonymous ? toSignedInUser(user) : null),
    );
  });
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
