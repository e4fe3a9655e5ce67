import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { hasStoredSession } from '../api/has-stored-session';
import { AuthContext, StartAuthContext, type AuthState } from '../auth-context';
import { LazyNoticeSnackbar } from '../../../components/notifications/LazyNoticeSnackbar';
import { DISABLED_ACCOUNT_MESSAGE } from '../login-error-message';
import { whenPageSettled } from '../../../lib/when-page-settled';
import { noPermissions } from '../types';

/**
 * Tracks who is signed in and their permission flags. Firebase Auth (about 35 KB gzip) never
 * delays a public page: it starts at once only on admin screens (useStartAuth), after the page's
 * content has arrived when this browser holds a session (for the navbar's admin link), and
 * otherwise not at all, so a visitor never downloads it (e2e/auth-loading pins both). Until it runs the status stays 'unknown'.
 *
 * An admin whose permissions document says disabled is signed out at once and told why: the rules
 * already refuse them everything, so staying signed in would only show screens that cannot work.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'unknown' });
  const [started, setStarted] = useState(false);
  const [disabledNotice, setDisabledNotice] = useState(false);
  const start = useCallback(() => setStarted(true), []);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (started || !hasStoredSession()) return;
    return whenPageSettled(queryClient, start);
  }, [started, start, queryClient]);

  useEffect(() => {
    if (!started) return;
    let stopWatching: (() => void) | undefined;
    let stopped = false;
    // Loaded now, not with the page: with them comes Firebase, which a page's first render does
    // not need (its data is in the HTML).
    void Promise.all([
      import('../api/watch-auth-state'),
      import('../api/get-permissions'),
      import('../api/sign-in'),
    ]).then(([{ watchAuthState }, { getPermissions }, { signOut }]) => {
      if (stopped) return;
      stopWatching = watchAuthState((user) => {
        if (!user) {
          setState({ status: 'signedOut' });
          return;
        }
        getPermissions(user.uid)
          .catch(() => noPermissions())
          .then((permissions) => {
            if (permissions.disabled) {
              setDisabledNotice(true);
              setState({ status: 'signedOut' });
              // The listener then reports null, which keeps the state signed out.
              return signOut();
            }
            setState({ status: 'signedIn', user, permissions });
          })
          .catch(() => setState({ status: 'signedOut' }));
      });
    });
    return () => {
      stopped = true;
      stopWatching?.();
    };
  }, [started]);

  return (
    <StartAuthContext.Provider value={start}>
      <AuthContext.Provider value={state}>
        {children}
        {disabledNotice && (
          <LazyNoticeSnackbar
            open
            message={DISABLED_ACCOUNT_MESSAGE}
            severity="error"
            autoHideDuration={null}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            onClose={() => setDisabledNotice(false)}
          />
        )}
      </AuthContext.Provider>
    </StartAuthContext.Provider>
  );
}
