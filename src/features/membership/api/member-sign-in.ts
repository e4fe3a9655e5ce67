/**
 * A member's sign-in (issue 33): a link sent by email (Firebase Auth's email-link sign-in; the
 * email is the club's own, POST /api/auth/sign-in-link: docs/email.md), a password optional.
 * Members are not admins: this never touches userPermissions, and the admin login stays as it is.
 * firebase/auth is imported inside each call, so public pages never load it.
 */
import { STORAGE_IMAGE_CACHE } from '../../../config/constants';
import { callAdminServer } from '../../../lib/admin-server';
import { authWithSdk } from '../../../lib/auth-on-demand';
import { forgetKeptCards } from './kept-card';

/** The email typed on this phone, so the page the link opens need not ask again. */
const EMAIL_KEY = 'pac-sign-in-email';

/**
 * Asks the admin server to email a sign-in link (to the site's sign-in page on its configured
 * origin). It answers the same whether or not the club knows the address; a refusal (too many
 * emails to this address, or from here) is an AdminServerError whose message says when to retry.
 */
async function requestSignInLink(email: string): Promise<void> {
  await callAdminServer(
    '/api/auth/sign-in-link',
    { method: 'POST', body: JSON.stringify({ email }) },
    { signIn: 'optional' },
  );
}

export async function sendSignInLink(email: string): Promise<void> {
  await requestSignInLink(email);
  globalThis.localStorage?.setItem(EMAIL_KEY, email);
}

/** "Forgot your password?" on the sign-in page: the admin login's own request. */
export { sendPasswordReset } from '../../auth/public';

/** The email this phone asked a link for, if it did. */
export function rememberedEmail(): string | null {
  return globalThis.localStorage?.getItem(EMAIL_KEY) ?? null;
}

export async function isSignInLink(href: string): Promise<boolean> {
  const [auth, { isSignInWithEmailLink }] = await authWithSdk();
  return isSignInWithEmailLink(auth, href);
}

/**
 * An email found to have an account already, so its next link signs in rather than upgrading the
 * anonymous identity (a link is used up by the attempt). Kept with the email in localStorage;
 * in memory where there is none (tests under Node).
 */
const EXISTING_KEY = 'pac-sign-in-existing';
let existingInMemory: string | null = null;
const existingAccount = () => globalThis.localStorage?.getItem(EXISTING_KEY) ?? existingInMemory;
function markExisting(email: string | null): void {
  existingInMemory = email;
  if (email === null) globalThis.localStorage?.removeItem(EXISTING_KEY);
  else globalThis.localStorage?.setItem(EXISTING_KEY, email);
}

/** 'newLinkSent': the link was used up finding that the email already has an account. */
export type LinkOutcome = 'signedIn' | 'newLinkSent';

/**
 * Completes the emailed link. An anonymous identity on this phone (one that sent catches) is
 * upgraded in place, keeping its uid and so its catches. When the email already has an account,
 * that attempt uses the link up: a new one is sent, whose completion signs in to that account (the
 * anonymous identity's catches then stay with it).
 */
export async function completeSignInLink(email: string, href: string): Promise<LinkOutcome> {
  const [auth, { signInWithEmailLink, linkWithCredential, EmailAuthProvider }] =
    await authWithSdk();
  await auth.authStateReady();
  const current = auth.currentUser;
  if (current?.isAnonymous && existingAccount() !== email) {
    try {
      await linkWithCredential(current, EmailAuthProvider.credentialWithLink(email, href));
      globalThis.localStorage?.removeItem(EMAIL_KEY);
      return 'signedIn';
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (code !== 'auth/email-already-in-use' && code !== 'auth/credential-already-in-use') {
        throw error;
      }
      markExisting(email);
      await requestSignInLink(email);
      return 'newLinkSent';
    }
  }
  await signInWithEmailLink(auth, email, href);
  markExisting(null);
  globalThis.localStorage?.removeItem(EMAIL_KEY);
  return 'signedIn';
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await authWithSdk();
  await signInWithEmailAndPassword(auth, email, password);
}

/** Sets (or changes) the member's password: right after a link sign-in, Firebase allows it. */
export async function setPassword(password: string): Promise<void> {
  const [auth, { updatePassword }] = await authWithSdk();
  if (!auth.currentUser) throw new Error('You are signed out. Sign in again.');
  await updatePassword(auth.currentUser, password);
}

/**
 * Signs out, and takes the card and its permit off this phone first, and the service worker's
 * image cache with them: the card's photo was kept there (vite.config.ts, STORAGE_IMAGE_CACHE), as
 * the admin sign-out drops it too. Public pictures are fetched again when next shown.
 */
export async function signOutMember(): Promise<void> {
  const [auth, { signOut }] = await authWithSdk();
  await forgetKeptCards();
  if (typeof caches !== 'undefined') {
    await caches.delete(STORAGE_IMAGE_CACHE).catch(() => undefined);
  }
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
