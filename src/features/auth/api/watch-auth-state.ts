import type { User } from 'firebase/auth';
import { listenWhenLoaded } from '../../../lib/auth-on-demand';
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
  // firebase/auth imported here, not at the top: a static import would put Auth (about 35 KB gzip)
  // into every page's first download, which AuthProvider works to avoid. lib/firebase.ts is
  // imported statically: this module is itself loaded on demand (AuthProvider), with it.
  return listenWhenLoaded(
    () => Promise.all([loadAuth(), import('firebase/auth')]),
    ([auth, { onAuthStateChanged }]) =>
      // An anonymous user is a member who submitted a catch (catches/api/submitter-identity.ts):
      // signed in to Firebase, but to the site a visitor, never an admin.
      onAuthStateChanged(auth, (user) =>
        callback(user && !user.isAnonymous ? toSignedInUser(user) : null),
      ),
  );
}
