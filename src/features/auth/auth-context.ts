import { createContext, useContext } from 'react';
import type { SignedInUser } from './api/watch-auth-state';
import type { UserPermissions } from './types';

export type AuthState =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SignedInUser; permissions: UserPermissions };

export const AuthContext = createContext<AuthState>({ status: 'unknown' });

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
