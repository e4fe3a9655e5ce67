import { createContext, useContext, useEffect } from 'react';
import type { SignedInUser } from './api/watch-auth-state';
import type { UserPermissions } from './types';

export type AuthState =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SignedInUser; permissions: UserPermissions };

export const AuthContext = createContext<AuthState>({ status: 'unknown' });

/** Starts Firebase Auth if it is not running yet (AuthProvider defers it on public pages). */
export const StartAuthContext = createContext<() => void>(() => undefined);

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** For screens that need to know who is signed in right away: the admin login and guard. */
export function useStartAuth(): void {
  const start = useContext(StartAuthContext);
  useEffect(() => start(), [start]);
}
