/** The one client of the admin server: every call carries the signed-in admin's ID token. */
import { adminServerUrl } from '../config/env';
import { loadAuth } from './firebase';

/** An error the admin server answered with (or could not be reached), with a readable message. */
export class AdminServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function callAdminServer<T>(path: string, init: RequestInit = {}): Promise<T> {
  const user = (await loadAuth()).currentUser;
  if (!user) throw new AdminServerError('You are signed out. Sign in again.', 401);
  const token = await user.getIdToken();
  let response: Response;
  try {
    response = await fetch(`${adminServerUrl()}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new AdminServerError('The admin server cannot be reached. Try again shortly.', 0);
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
