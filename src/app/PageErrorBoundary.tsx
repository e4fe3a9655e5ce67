import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorNotice } from '../components/ErrorNotice';
import { reportError } from '../lib/error-reporting';

interface State {
  failed: boolean;
}

/**
 * A page that failed while rendering shows a sentence under the navbar, instead of a blank screen.
 * React only lets a class catch render errors. React still reports the error as uncaught, so it
 * reaches the browser's console and the tests.
 */
class CatchPageError extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportError(error, 'render');
  }

  render() {
    if (this.state.failed) {
      return (
        <ErrorNotice message="Something went wrong showing this page. Reload it to try again." />
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
