export const DISABLED_ACCOUNT_MESSAGE =
  'This account has been disabled. Ask a club super admin to re-enable it.';

/** The login error texts of docs/product-spec.md §8, plus a plain word for a disabled account. */
export function loginErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
      return 'Incorrect Password';
    case 'auth/missing-password':
      return 'Enter Password';
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'Incorrect Email';
    case 'auth/user-disabled':
      return DISABLED_ACCOUNT_MESSAGE;
    case 'auth/network-request-failed':
      return 'The sign-in service cannot be reached. Check your connection and try again.';
    case 'auth/too-many-requests':
      return 'Too many attempts. Wait a minute and try again.';
    default:
      return error instanceof Error ? error.message : 'Sign-in failed.';
  }
}
