/**
 * A member's sign-in link and anyone's password reset, sent as the club's own email (docs/email.md,
 * "Sign-in links and password resets") instead of Firebase Auth's: Firebase Auth makes the link
 * (the Admin SDK's generate… calls, which the Auth emulator answers too), the outbox sends it like
 * every other email. Both answer the same whether or not the address has an account, and send
 * nothing when it has none; the per-address bound (auth-mail-limit.ts) is taken first, for every
 * address alike.
 */
import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { MEMBERS } from '../members/member-record.ts';
import { addressKey, normalisedAddress } from './auth-mail-limit.ts';
import { mailSettings, type MailSettings } from './mail-settings.ts';
import { enqueueMail } from './outbox.ts';
import type { MailData } from './templates.ts';

/** The page that completes a sign-in link (src/features/membership/components/SignInPage.tsx). */
export const SIGN_IN_PATH = '/account/sign-in';
/** Where a reset continues: an admin to the admin login, anyone else to the member sign-in. */
const ADMIN_LOGIN_PATH = '/admin/login';

const isUserNotFound = (error: unknown) =>
  ['auth/user-not-found', 'auth/email-not-found'].includes(
    (error as { code?: string } | null)?.code ?? '',
  );

async function userByEmail(auth: Auth, email: string) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/**
 * Firebase's sign-in link, as the page it leads to: Firebase's hosted handler (and the Auth
 * emulator's) only redirects a sign-in link to its continue URL with the link's parameters added,
 * so the email can name that page directly, on the club's own origin.
 */
export function linkOnSite(firebaseLink: string): string {
  const link = new URL(firebaseLink);
  const continueUrl = link.searchParams.get('continueUrl');
  if (!continueUrl) return firebaseLink;
  const page = new URL(continueUrl);
  for (const [name, value] of link.searchParams) {
    if (name !== 'continueUrl') page.searchParams.set(name, value);
  }
  return page.href;
}

/** Whether the club knows this address: a member's record, or an account (an admin's too). */
async function isKnown(db: Firestore, auth: Auth, email: string): Promise<boolean> {
  const members = await db.collection(MEMBERS).where('email', '==', email).limit(1).get();
  return !members.empty || (await userByEmail(auth, email)) !== null;
}

/**
 * What one kind of email adds to the steps they share: whether the address gets one (null: it
 * does not) and, when it does, the email's data with Firebase's link made for it.
 */
type LinkMail = (
  db: Firestore,
  auth: Auth,
  email: string,
  settings: MailSettings,
) => Promise<MailData | null>;

/**
 * The steps both emails take around their own look-up and link (`mail`): the address normalised,
 * an account deleted meanwhile taken as none, and one outbox entry for the request. The function
 * made returns the outbox id, or null when none was queued: the caller answers the same either way.
 */
function queueLinkMail(mail: LinkMail) {
  return async (
    db: Firestore,
    auth: Auth,
    address: string,
    settings: MailSettings = mailSettings(),
  ): Promise<string | null> => {
    const email = normalisedAddress(address);
    let data: MailData | null;
    try {
      data = await mail(db, auth, email, settings);
    } catch (error) {
      if (isUserNotFound(error)) return null; // deleted between the look-up and the link
      throw error;
    }
    if (!data) return null;
    const key = await addressKey(db, email);
    // Each request is its own event: one email for it, whatever happens after.
    const { id } = await enqueueMail(
      db,
      data,
      { to: email, prefsId: `auth-${key}`, subjectId: randomUUID() },
      settings,
    );
    return id;
  };
}

/**
 * A sign-in link to an address the club knows (a member's record or an account), continuing to
 * the site's sign-in page on its configured origin.
 */
export const queueSignInLink = queueLinkMail(async (db, auth, email, settings) => {
  if (!(await isKnown(db, auth, email))) return null;
  const link = await auth.generateSignInWithEmailLink(email, {
    url: `${settings.siteOrigin}${SIGN_IN_PATH}`,
    handleCodeInApp: true,
  });
  return { kind: 'signInLink', link: linkOnSite(link) };
});

/**
 * A password reset to an address with an account: Firebase's link (its page to choose the
 * password), continuing to the admin login for an admin and to the member sign-in otherwise.
 */
export const queuePasswordReset = queueLinkMail(async (db, auth, email, settings) => {
  const user = await userByEmail(auth, email);
  if (!user) return null;
  const admin = (await db.doc(`userPermissions/${user.uid}`).get()).exists;
  const link = await auth.generatePasswordResetLink(email, {
    url: `${settings.siteOrigin}${admin ? ADMIN_LOGIN_PATH : SIGN_IN_PATH}`,
  });
  return { kind: 'passwordReset', link };
});
