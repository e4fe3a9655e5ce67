import { useEffect, useState, type ReactNode } from 'react';
import { getPermissions } from '../api/get-permissions';
import { watchAuthState } from '../api/watch-auth-state';
import { AuthContext, type AuthState } from '../auth-context';
import { noPermissions } from '../types';

/**
 * Tracks who is signed in and their permission flags. Firebase Auth is loaded from an effect, i.e.
 * after the page has rendered, so it never delays a public page's content.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'unknown' });

  useEffect(
    () =>
      watchAuthState((user) => {
        if (!user) {
          setState({ status: 'signedOut' });
          return;
        }
        getPermissions(user.uid)
          .catch(() => noPermissions())
          .then((permissions) => setState({ status: 'signedIn', user, permissions }));
      }),
    [],
  );

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
