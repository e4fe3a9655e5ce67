import { STORAGE_IMAGE_CACHE } from '../../../config/constants';
import { loadAuth } from '../../../lib/firebase';

// firebase/auth is imported inside each call, never at the top: AuthProvider (in every page's
// first download) imports signOut, and a static import here would put Auth (about 35 KB gzip)
// in front of every public page's content.

export async function signIn(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signOut(): Promise<void> {
  const [auth, { signOut: firebaseSignOut }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  await firebaseSignOut(auth);
  await dropCachedImages();
}

/**
 * The service worker's image cache (vite.config.ts, runtimeCaching) may hold what an admin saw:
 * a pending catch's photo must not outlive the session (issue 21), so it goes at sign-out.
 * Public pictures are fetched again when next shown.
 */
async function dropCachedImages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(STORAGE_IMAGE_CACHE).catch(() => undefined);
}
