/**
 * The one client of the admin server. Admin calls carry the signed-in admin's ID token; a
 * visitor's calls (joining, a day ticket: docs/members.md) carry the token of whoever is signed
 * in on this phone, anonymous catch identity included, and none when nobody is.
 */
import { adminServerUrl } from '../config/env';
import { loadAuthOnDemand as loadAuth } from './auth-on-demand';

/** An error the admin server answered with (or could not be reached), with a readable message. */
export class AdminServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface CallOptions {
  /** 'required' (the default): refused here when nobody is signed in. 'optional': sent without. */
  signIn?: 'required' | 'optional';
}

export async function callAdminServer<T>(
  path: string,
  init: RequestInit = {},
  { signIn = 'required' }: CallOptions = {},
): Promise<T> {
  const auth = await loadAuth();
  if (signIn === 'optional') await auth.authStateReady();
  const user = auth.currentUser;
  if (!user && signIn === 'required') {
    throw new AdminServerError('You are signed out. Sign in again.', 401);
  }
  const token = user ? await user.getIdToken() : undefined;
  let response: Response;
  try {
    response = await fetch(`${adminServerUrl()}${path}`, {
      ...init,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new AdminServerError(
      signIn === 'required'
        ? 'The admin server cannot be reached. Try again shortly.'
        : 'The club server cannot be reached. Check your signal and try again.',
      0,
    );
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) {
    throw new AdminServerError(
      body.error ?? `The admin server answered ${response.status}.`,
      response.status,
    );
  }
  return body as T;
}
