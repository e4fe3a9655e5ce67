/**
 * The app's browser history, able to hold a navigation back while an editor has unsaved changes
 * (blockable-history-router.tsx renders it).
 *
 * Why not React Router's data router and its useBlocker: `createBrowserRouter` brings the whole
 * data-router machine (loaders, actions, fetchers), 16.7 KB gzip in every public page's first
 * download, for one guard that only admin editors use. Instead the history is the `history`
 * package's (v5, the one React Router was built on), whose documented `block` holds in-app links
 * and `navigate()` before the address changes and undoes Back and Forward, and React Router renders
 * it through its public low-level `<Router>`, as `<BrowserRouter>` does with its own.
 */
import type { History, Location, Transition } from 'history';
import { createContext, useContext } from 'react';

export type { Location } from 'history';

/** The history the app's router renders (blockable-history-router.tsx). */
export const HistoryContext = createContext<History | null>(null);

/** The history the app's router renders; null under another router (a test's MemoryRouter). */
export function useAppHistory(): History | null {
  return useContext(HistoryContext);
}

export interface Move {
  currentLocation: Location;
  nextLocation: Location;
}

/** Answers true to hold the move; it then keeps `retry` to make it later, or drops it to stay. */
export type Blocker = (move: Move & { retry: () => void }) => boolean;

/**
 * Asks `blocker` about every move (a link, navigate(), Back, Forward) until the returned function
 * is called. history's `block` holds every move while a blocker is set: a move the blocker lets
 * through, or retries, is made with the block lifted, and the block is set again once the move is
 * done (for Back and Forward, after the browser's popstate).
 */
export function blockMoves(history: History, blocker: Blocker): () => void {
  let unblock: (() => void) | null = null;
  let stopped = false;
  const onMove = (transition: Transition) => {
    const go = () => {
      unblock?.();
      unblock = null;
      const stopListening = history.listen(() => {
        stopListening();
        if (!stopped) unblock = history.block(onMove);
      });
      transition.retry();
    };
    const move = { currentLocation: history.location, nextLocation: transition.location };
    if (!blocker({ ...move, retry: go })) go();
  };
  unblock = history.block(onMove);
  return () => {
    stopped = true;
    unblock?.();
    unblock = null;
  };
}
