/**
 * The app's router: React Router's public low-level `<Router>` over the app's history
 * (blockable-history.ts says why that history), as `<BrowserRouter>` renders its own.
 */
import { Action, type History } from 'history';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { NavigationType, Router } from 'react-router-dom';
import { HistoryContext } from './blockable-history';

const NAVIGATION_TYPE: Record<Action, NavigationType> = {
  [Action.Pop]: NavigationType.Pop,
  [Action.Push]: NavigationType.Push,
  [Action.Replace]: NavigationType.Replace,
};

/** React Router over `history`: its location and each move, as <BrowserRouter> renders its own. */
export function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen(setState), [history]);
  return (
    <HistoryContext value={history}>
      <Router
        location={state.location}
        navigationType={NAVIGATION_TYPE[state.action]}
        navigator={history}
      >
        {children}
      </Router>
    </HistoryContext>
  );
}
