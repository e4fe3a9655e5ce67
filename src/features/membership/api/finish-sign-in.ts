import { AdminServerError } from '../../../lib/admin-server';
import { claimMembership } from './account-calls';

/**
 * After any sign-in: links the membership joined with this email to the member (once). No record
 * for the email is not a failure of sign-in: /account then says so and offers /join.
 */
export async function claimAfterSignIn(): Promise<void> {
  try {
    await claimMembership();
  } catch (error) {
    if (error instanceof AdminServerError && [404, 409].includes(error.status)) return;
    throw error;
  }
}
