import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorNotice } from '../components/ErrorNotice';
import { hasConnection } from '../lib/connection';
import { reportError } from '../lib/error-reporting';

interface State {
  failed: boolean;
  /** It failed with no signal: most likely its code was never fetched on this phone. */
  offline?: boolean;
}

/**
 * With no signal, a page whose code this phone never fetched cannot open: the service worker
 * precaches only the public pages' (app/offline/visitor-precache.ts), and keeps the rest as used.
 */
const NEVER_OPENED_OFFLINE =
  'There is no signal, and this page could not be shown: a page not yet opened on this phone needs a signal the first time.';

/**
 * A page that failed while rendering shows a sentence under the navbar, instead of a blank screen.
 * React only lets a class catch render errors. React still reports the error as uncaught, so it
 * reaches the browser's console and the tests.
 */
class CatchPageError extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true, offline: !hasConnection() };
  }

  componentDidCatch(error: unknown) {
    reportError(error, 'render');
  }

  render() {
    if (this.state.failed) {
      return (
        <ErrorNotice
          message={
            this.state.offline
              ? NEVER_OPENED_OFFLINE
              : 'Something went wrong showing this page. Reload it to try again.'
          }
        />
      );
    }
    return this.props.children;
  }
}

/** The routed page, caught; another address starts afresh (the boundary is keyed by it). */
export function PageErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <CatchPageError key={pathname}>
      <Outlet />
    </CatchPageError>
  );
}
