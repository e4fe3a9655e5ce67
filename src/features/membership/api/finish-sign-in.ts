import { AdminServerError } from '../../../lib/admin-server';
import { claimMembership } from './account-calls';

/**
 * After any sign-in: links the membership joined with this email to the member (once). No record
 * for the email (404), one already linked (409) or an email not yet shown to be theirs (403, a
 * password sign-in) is not a failure of sign-in: /account then says what it finds.
 */
export async function claimAfterSignIn(): Promise<void> {
  try {
    await claimMembership();
  } catch (error) {
    if (error instanceof AdminServerError && [403, 404, 409].includes(error.status)) return;
    throw error;
  }
}
