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
}
