/**
 * A member's sign-in (issue 33): a link sent by email (Firebase Auth's email-link sign-in), a
 * password optional. Members are not admins: this never touches userPermissions, and the admin
 * login stays as it is. firebase/auth is imported inside each call, so public pages never load it.
 */
import { loadAuth } from '../../../lib/firebase';
import { forgetKeptCards } from './kept-card';

/** The email typed on this phone, so the page the link opens need not ask again. */
const EMAIL_KEY = 'pac-sign-in-email';

/** Where the emailed link leads: the sign-in page, which completes it. */
export function signInPageUrl(origin = window.location.origin): string {
  return `${origin}/account/sign-in`;
}

export async function sendSignInLink(email: string): Promise<void> {
  const [auth, { sendSignInLinkToEmail }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  await sendSignInLinkToEmail(auth, email, { url: signInPageUrl(), handleCodeInApp: true });
  window.localStorage.setItem(EMAIL_KEY, email);
}

/** The email this phone asked a link for, if it did. */
export function rememberedEmail(): string | null {
  return window.localStorage.getItem(EMAIL_KEY);
}

export async function isSignInLink(href: string): Promise<boolean> {
  const [auth, { isSignInWithEmailLink }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  return isSignInWithEmailLink(auth, href);
}

/**
 * Completes the emailed link. An anonymous identity on this phone (one that sent catches) is
 * upgraded in place, keeping its uid and so its catches; when the email already has an account,
 * that account is signed in instead.
 */
export async function completeSignInLink(email: string, href: string): Promise<void> {
  const [auth, { signInWithEmailLink, linkWithCredential, EmailAuthProvider }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  await auth.authStateReady();
  const current = auth.currentUser;
  if (current?.isAnonymous) {
    try {
      await linkWithCredential(current, EmailAuthProvider.credentialWithLink(email, href));
      window.localStorage.removeItem(EMAIL_KEY);
      return;
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      // The email is already another account's: sign in to that one.
      if (code !== 'auth/email-already-in-use' && code !== 'auth/credential-already-in-use') {
        throw error;
      }
    }
  }
  await signInWithEmailLink(auth, email, href);
  window.localStorage.removeItem(EMAIL_KEY);
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  await signInWithEmailAndPassword(auth, email, password);
}

/** Sets (or changes) the member's password: right after a link sign-in, Firebase allows it. */
export async function setPassword(password: string): Promise<void> {
  const [auth, { updatePassword }] = await Promise.all([loadAuth(), import('firebase/auth')]);
  if (!auth.currentUser) throw new Error('You are signed out. Sign in again.');
  await updatePassword(auth.currentUser, password);
}

/** Signs out, and takes the card and its permit off this phone first. */
export async function signOutMember(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([loadAuth(), import('firebase/auth')]);
  await forgetKeptCards();
  await signOut(auth);
}

/** A sign-in failure as a sentence. */
export function signInErrorMessage(error: unknown): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const messages: Record<string, string> = {
    'auth/invalid-email': 'That email address is not valid: check it and try again.',
    'auth/invalid-action-code':
      'This sign-in link has been used or is too old. Ask for a new one below.',
    'auth/expired-action-code': 'This sign-in link is too old. Ask for a new one below.',
    'auth/invalid-credential': 'The email or password is wrong. Try again, or use a sign-in link.',
    'auth/wrong-password': 'The email or password is wrong. Try again, or use a sign-in link.',
    'auth/user-not-found': 'The email or password is wrong. Try again, or use a sign-in link.',
    'auth/too-many-requests': 'Too many tries. Wait a few minutes, then try again.',
    'auth/weak-password': 'Choose a password of at least 8 characters.',
    'auth/requires-recent-login': 'Sign in again with a link, then set your password.',
    'auth/network-request-failed': 'You appear to be offline. Check your signal and try again.',
    'auth/operation-not-allowed':
      'Email sign-in is not turned on for the club yet. Please tell the membership secretary.',
  };
  return messages[code] ?? (error instanceof Error ? error.message : 'Something went wrong.');
}
