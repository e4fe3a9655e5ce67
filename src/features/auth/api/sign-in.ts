import { signInWithEmailAndPassword, signOut as firebaseSignOut } from 'firebase/auth';
import { loadAuth } from '../../../lib/firebase';

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(await loadAuth(), email, password);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(await loadAuth());
}
