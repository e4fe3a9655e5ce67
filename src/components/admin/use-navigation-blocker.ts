import { useEffect, useRef, useState } from 'react';
import { blockMoves, useAppHistory, type Move } from '../../lib/blockable-history';

export interface NavigationBlocker {
  state: 'blocked' | 'unblocked';
  /** Makes the held move. */
  proceed: () => void;
  /** Drops it: the screen stays. */
  reset: () => void;
}

/**
 * React Router's useBlocker for the app's history (lib/blockable-history.ts): while mounted, a
 * move for which `shouldBlock` answers true is held until `proceed` or `reset`. Under a router
 * without the app's history (a test's MemoryRouter) it holds nothing.
 */
export function useNavigationBlocker(shouldBlock: (move: Move) => boolean): NavigationBlocker {
  const history = useAppHistory();
  const [held, setHeld] = useState<(() => void) | null>(null);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    if (!history) return undefined;
    return blockMoves(history, ({ retry, ...move }) => {
      if (!latest.current(move)) return false;
      setHeld(() => retry);
      return true;
    });
  }, [history]);
  return {
    state: held ? 'blocked' : 'unblocked',
    proceed: () => {
      setHeld(null);
      held?.();
    },
    reset: () => setHeld(null),
  };
}
