import { callAdminServer } from '../../../lib/admin-server';

/**
 * Asks the admin server for a password reset email (POST /api/auth/password-reset: the club's
 * own email with Firebase's link, docs/email.md), for the admin login and a member's sign-in page
 * alike. It answers the same whether or not the address has an account, so what is said after
 * sending tells a stranger nothing; a refusal (too many emails to this address, or from here, or
 * the server unreachable) is an AdminServerError whose message is the sentence to show.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  await callAdminServer(
    '/api/auth/password-reset',
    { method: 'POST', body: JSON.stringify({ email }) },
    { signIn: 'optional' },
  );
}
