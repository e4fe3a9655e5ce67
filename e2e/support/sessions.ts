/**
 * The demo super admin's session, signed in once through the login page and then handed to each
 * new context that needs it (admin-screens.ts's superAdminPage): a test about the sign-in itself
 * signs in (admin-login.spec.ts). Kept in this worker's memory, so for its own stack only, and
 * forgotten when the demo club is restored (its Auth accounts are made again: demo-data.ts).
 */
import type { StorageState } from './test';

let kept: StorageState | undefined;

export function keptSession(): StorageState | undefined {
  return kept;
}

export function keepSession(session: StorageState): void {
  kept = session;
}

export function forgetSession(): void {
  kept = undefined;
}
